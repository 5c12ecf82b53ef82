import { useEffect, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Button, Container } from '@freight/ui';
import type { PageMetaService } from '@freight/runtime';

const UNAVAILABLE_HEADING = 'This section is temporarily unavailable';

const Wrapper = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

/** Painted in the main region when an area cannot load; the header keeps working. */
export function AreaUnavailable({
  pageMeta,
  navigate,
}: {
  pageMeta: PageMetaService;
  navigate: (url: string) => void;
}) {
  useEffect(() => {
    pageMeta.set({
      title: 'Temporarily Unavailable',
      description: 'This part of the site could not be loaded. Please try again in a moment.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate('/');
  };

  return (
    <Wrapper role="alert">
      <h1>{UNAVAILABLE_HEADING}</h1>
      <p>
        We could not load this part of the site. Check your connection and try again, or come back
        in a moment: the next visit retries.
      </p>
      <p>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </p>
      <a href="/" onClick={goHome}>
        Go back home
      </a>
    </Wrapper>
  );
}
