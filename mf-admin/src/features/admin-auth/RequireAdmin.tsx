import type { ReactNode } from 'react';
import { FetchFailure, isUnreachable, signInState } from '@freight/runtime';
import { Container } from '@freight/ui';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminAuthStatusQuery } from './api';

interface RequireAdminProps {
  children: ReactNode;
  /** Shown while the sign-in state is checked (the admin panel's frame, marked busy). */
  checking: ReactNode;
}

/**
 * Shows its children to a signed-in admin; anyone else lands on /admin-login (in place of this
 * page in history), which returns to the address asked for after the sign-in. When the sign-in
 * state cannot be read, it says so with Retry.
 */
export function RequireAdmin({ children, checking }: RequireAdminProps) {
  const location = useLocation();
  const { data, error, isLoading, isFetching, refetch } = useAdminAuthStatusQuery();
  if (isLoading || (isFetching && !data?.isAuthenticated)) return checking;
  // Unreached, the session may well be valid: no reason to send the admin to sign in again.
  if (!data && isUnreachable(error)) {
    return (
      <Container $width="narrow">
        <h1>Admin Panel</h1>
        <FetchFailure error={error} fallback="" onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!data?.isAuthenticated) {
    return <Navigate to="/admin-login" replace state={signInState(location)} />;
  }
  return children;
}
