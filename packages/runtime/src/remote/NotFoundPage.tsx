import { useEffect, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Container } from '@freight/ui';
import type { PageMetaService } from '../services';

export const NOT_FOUND_TITLE = 'Page Not Found';

const Wrapper = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

/** The site's 404 page, shared by the shell and by remotes for paths under their prefix. */
export function NotFoundPage({
  pageMeta,
  onHome,
}: {
  pageMeta: PageMetaService;
  /** Moves home without a page load (single-spa navigation); the link still works without it. */
  onHome?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  useEffect(() => {
    pageMeta.set({
      title: NOT_FOUND_TITLE,
      description: 'The page you are looking for does not exist or has moved.',
      robots: 'noindex, follow',
    });
  }, [pageMeta]);
  return (
    <Wrapper>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <a href="/" onClick={onHome}>
        Go back home
      </a>
    </Wrapper>
  );
}
