import { useEffect } from 'react';
import { Skeleton } from '@freight/ui';
import { FetchFailure, isUnreachable, useShellServices } from '@freight/runtime';
import { useSearchParams } from 'react-router-dom';
import {
  AuthPanel,
  EmailConfirmation,
  LogoutButton,
  PendingVerification,
  useClientMeQuery,
} from '../features/auth';
import type { ClientUser } from '@freight/contracts';
import { Dashboard } from '../features/dashboard';
import { ShipmentMailSetting } from '../features/mail-preferences';
import { QuoteConfirmation } from '../features/quote-confirmation';
import { Narrow, Page } from './layout';

/** Sign-in until signed in, the confirmation notice until the address is confirmed, then the data. */
function PortalContent({ client }: { client: ClientUser | null }) {
  if (!client)
    return (
      <Narrow>
        <AuthPanel />
      </Narrow>
    );
  if (!client.emailVerified)
    return (
      <Narrow>
        <PendingVerification client={client} />
      </Narrow>
    );
  return <Dashboard client={client} logout={<LogoutButton />} settings={<ShipmentMailSetting />} />;
}

/**
 * The session check went unanswered (no connection, a 5xx): the client may well be signed in,
 * so no sign-in form, but that the service could not be reached, with Retry.
 */
function SessionUnreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Narrow>
      <h1>Client Portal</h1>
      <FetchFailure error={error} fallback="" onRetry={onRetry} />
    </Narrow>
  );
}

/** /client-portal: sign in or register, then the client's own dashboard. */
export function ClientPortalPage() {
  const { pageMeta } = useShellServices();
  const { data: client, isLoading, error, refetch } = useClientMeQuery();
  const [searchParams] = useSearchParams();
  const verifyToken = searchParams.get('verify');
  const quoteToken = searchParams.get('quote');

  useEffect(() => {
    pageMeta.set({
      title: 'Client Portal',
      description: 'Sign in to see your shipments, invoices and quote requests.',
      canonicalPath: '/client-portal',
    });
  }, [pageMeta]);

  useEffect(() => {
    // The spec logs a failed session check (001 §8); a refusal other than 401 leaves the sign-in
    // form usable, an unreached service says so (issue 23).
    if (error) console.error('Client portal session check failed', error);
  }, [error]);

  if (isLoading) {
    return (
      <Page aria-busy="true">
        <Narrow>
          <Skeleton $height="20rem" />
        </Narrow>
      </Page>
    );
  }
  const content =
    !client && isUnreachable(error) ? (
      <SessionUnreachable error={error} onRetry={() => void refetch()} />
    ) : (
      <PortalContent client={client ?? null} />
    );
  if (verifyToken) {
    return (
      <Page>
        <EmailConfirmation token={verifyToken}>{content}</EmailConfirmation>
      </Page>
    );
  }
  return (
    <Page>
      {quoteToken ? <QuoteConfirmation token={quoteToken}>{content}</QuoteConfirmation> : content}
    </Page>
  );
}
