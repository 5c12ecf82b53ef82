import { useEffect } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, Container, Skeleton } from '@freight/ui';
import { useShellServices } from '@freight/runtime';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export function ReviewPage() {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title: 'Share Your Experience',
      description: 'Tell us how we did: rate our freight service and leave a review.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  return (
    <Page $width="narrow">
      <h1>Share Your Experience</h1>
      <Card aria-busy="true">
        <CardHeader>
          <CardDescription>Your feedback helps us keep every load on time.</CardDescription>
        </CardHeader>
        <CardContent>
          <Skeleton $height="14rem" />
        </CardContent>
      </Card>
    </Page>
  );
}
