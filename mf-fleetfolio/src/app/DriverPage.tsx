import {
  FetchFailure,
  isUnreachable,
  lazyExport,
  preload,
  useShellServices,
} from '@freight/runtime';
import { Container, Skeleton } from '@freight/ui';
import { Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCarrierSessionQuery } from '../features/carrier-auth/api';
import { CarrierHeader } from '../features/carrier-auth/CarrierHeader';
import { lastDriver } from '../features/carrier-auth/lastDriver';
import { Splash } from '../features/carrier-auth/Splash';

// The driver's view (its forms, the photo store, date formats) loads with this page's session
// check, not with the area: the office's pages and the sign-in never show it.
const loadDriverView = () => import('../features/driver-view/DriverHome');
const DriverHome = lazyExport(loadDriverView, 'DriverHome');
const QueuedActions = lazyExport(loadDriverView, 'QueuedActions');

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * The session check went unanswered: the driver may well be signed in (a phone out of
 * coverage), so no sign-in form, but Retry and what this phone still has waiting to be sent.
 */
function SessionUnreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const driver = lastDriver();
  return (
    <Page>
      <h1>FleetFolio</h1>
      <FetchFailure error={error} fallback="" onRetry={onRetry} />
      {driver ? (
        <Suspense fallback={null}>
          <QueuedActions accountId={driver} />
        </Suspense>
      ) : null}
    </Page>
  );
}

/** `/fleetfolio/driver`: a driver's phone view; the office's members go to the tabs. */
export function DriverPage() {
  const { pageMeta } = useShellServices();
  const navigate = useNavigate();
  const session = useCarrierSessionQuery();
  const account = session.data?.account;
  const unreachable = !session.data && isUnreachable(session.error);
  const signedOut = !unreachable && (session.isError || session.data === null);

  useEffect(() => preload(loadDriverView), []);

  useEffect(() => {
    pageMeta.set({
      title: 'FleetFolio Driver',
      description: 'Your trips, stops and paperwork on the road.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  useEffect(() => {
    if (signedOut) navigate('/fleetfolio/login', { replace: true });
    else if (account && account.role !== 'driver') navigate('/fleetfolio', { replace: true });
  }, [signedOut, account, navigate]);

  if (unreachable) {
    return <SessionUnreachable error={session.error} onRetry={() => void session.refetch()} />;
  }
  if (!account || account.role !== 'driver') return <Splash />;
  return (
    <Page>
      <CarrierHeader account={account} />
      <Suspense fallback={<Skeleton $height="24rem" />}>
        <DriverHome accountId={account.id} />
      </Suspense>
    </Page>
  );
}
