import { useEffect } from 'react';
import styled from 'styled-components';
import { Container, Skeleton } from '@freight/ui';
import { useShellServices } from '@freight/runtime';
import { AuthPanel, LogoutButton, useClientMeQuery } from '../features/auth';
import { Dashboard } from '../features/dashboard';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** /client-portal: sign in or register, then the client's own dashboard. */
export function ClientPortalPage() {
  const { pageMeta } = useShellServices();
  const { data: client, isLoading, error } = useClientMeQuery();

  useEffect(() => {
    pageMeta.set({
      title: 'Client Portal',
      description: 'Sign in to see your shipments, invoices and quote requests.',
      canonicalPath: '/client-portal',
    });
  }, [pageMeta]);

  useEffect(() => {
    // The spec only logs a failed session check (001 §8); the sign-in form stays usable.
    if (error) console.error('Client portal session check failed', error);
  }, [error]);

  if (isLoading) {
    return (
      <Page $width="narrow" aria-busy="true">
        <Skeleton $height="20rem" />
      </Page>
    );
  }
  if (!client) {
    return (
      <Page $width="narrow">
        <AuthPanel />
      </Page>
    );
  }
  return (
    <Page $width="default">
      <Dashboard client={client} logout={<LogoutButton />} />
    </Page>
  );
}
