import { useShellServices } from '@freight/runtime';
import { Container } from '@freight/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCarrierSessionQuery } from '../features/carrier-auth/api';
import { CarrierHeader } from '../features/carrier-auth/CarrierHeader';
import { Splash, STARTUP_SPLASH_MS, useSplash } from '../features/carrier-auth/Splash';
import { FleetFolioTabs } from './FleetFolioTabs';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** `/fleetfolio`: the session check, then the header and the eight tabs of the account. */
export function FleetFolioPage() {
  const { pageMeta } = useShellServices();
  const navigate = useNavigate();
  const starting = useSplash(STARTUP_SPLASH_MS);
  const session = useCarrierSessionQuery();
  const signedOut = session.isError || (session.isSuccess && session.data === null);

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
    navigate('/fleetfolio/login', { replace: true });
  }, [signedOut, session.isError, session.error, navigate]);

  const account = session.data?.account;
  if (starting || !account) return <Splash />;
  return (
    <Page $width="wide">
      <CarrierHeader account={account} />
      <FleetFolioTabs />
    </Page>
  );
}
