import { useShellServices } from '@freight/runtime';
import { Container } from '@freight/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCarrierSessionQuery } from '../features/carrier-auth/api';
import { CarrierHeader } from '../features/carrier-auth/CarrierHeader';
import { Splash } from '../features/carrier-auth/Splash';
import { DriverHome } from '../features/driver-view/DriverHome';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** `/fleetfolio/driver`: a driver's phone view; the office's members go to the tabs. */
export function DriverPage() {
  const { pageMeta } = useShellServices();
  const navigate = useNavigate();
  const session = useCarrierSessionQuery();
  const account = session.data?.account;
  const signedOut = session.isError || (session.isSuccess && session.data === null);

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

  if (!account || account.role !== 'driver') return <Splash />;
  return (
    <Page>
      <CarrierHeader account={account} />
      <DriverHome accountId={account.id} />
    </Page>
  );
}
