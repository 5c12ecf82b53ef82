import type { FleetAccount } from '@freight/contracts';
import { useShellServices } from '@freight/runtime';
import { Button } from '@freight/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { resetCarrierCache, useCarrierLogoutMutation } from './api';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
  }
`;

const Account = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  gap: ${({ theme }) => theme.space.md};
`;

const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
`;

/** Home link, product title, the signed-in company and contact, and Logout. */
export function CarrierHeader({ account }: { account: FleetAccount }) {
  const { navigation, store } = useShellServices();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useCarrierLogoutMutation();

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigation.navigate('/');
  };
  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      // Spec §8: logout failures are only logged.
      console.error('FleetFolio logout failed', error);
      return;
    }
    store.dispatch(resetCarrierCache());
    navigate('/fleetfolio/login');
  };

  return (
    <Bar>
      <Right>
        <HomeLink href="/" onClick={goHome}>
          Home
        </HomeLink>
        <h1>FleetFolio</h1>
      </Right>
      <Right>
        <Account>
          <strong>{account.companyName}</strong> · {account.contactName}
        </Account>
        <Button $variant="outline" onClick={signOut} disabled={isLoading}>
          Logout
        </Button>
      </Right>
    </Bar>
  );
}
