import {
  FetchFailure,
  isUnreachable,
  lazyExport,
  preload,
  signInState,
  useShellServices,
} from '@freight/runtime';
import { Container, Skeleton } from '@freight/ui';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCarrierSessionQuery } from '../features/carrier-auth/api';
import { CarrierHeader } from '../features/carrier-auth/CarrierHeader';
import { Splash } from '../features/carrier-auth/Splash';

// The sign-in and register pages of this area never show the tabs (the account's whole toolset,
// most of the area's code): they load with the session check of this page, not with the area.
const loadTabs = () => import('./FleetFolioTabs');
const FleetFolioTabs = lazyExport(loadTabs, 'FleetFolioTabs');

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** `/fleetfolio` and its tabs: the session check, then the header and the tabs of the member's role. */
export function FleetFolioPage() {
  const { pageMeta } = useShellServices();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useCarrierSessionQuery();
  // Unreached, the session may well be valid: no reason to send the member to sign in again.
  const unreachable = !session.data && isUnreachable(session.error);
  const signedOut = !unreachable && (session.isError || session.data === null);

  useEffect(() => preload(loadTabs), []);

  useEffect(() => {
    pageMeta.set({
      title: 'FleetFolio Dashboard',
      description:
        'Plan loads, dispatch trips, manage drivers and equipment, and invoice in two clicks.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  useEffect(() => {
    if (!signedOut) return;
    if (session.isError) console.error('FleetFolio session check failed', session.error);
    // The sign-in page returns to this address (a tab) once signed in.
    navigate('/fleetfolio/login', { replace: true, state: signInState(location) });
  }, [signedOut, session.isError, session.error, navigate, location]);

  const account = session.data?.account;
  const isDriver = account?.role === 'driver';

  useEffect(() => {
    if (isDriver) navigate('/fleetfolio/driver', { replace: true });
  }, [isDriver, navigate]);

  if (unreachable) {
    return (
      <Page $width="wide">
        <h1>FleetFolio</h1>
        <FetchFailure error={session.error} fallback="" onRetry={() => void session.refetch()} />
      </Page>
    );
  }
  if (!account || account.role === 'driver') return <Splash />;
  return (
    <Page $width="wide">
      <CarrierHeader account={account} />
      <Suspense fallback={<Skeleton $height="24rem" />}>
        <FleetFolioTabs role={account.role} />
      </Suspense>
    </Page>
  );
}
