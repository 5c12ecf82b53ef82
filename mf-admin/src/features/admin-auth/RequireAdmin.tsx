import type { ReactNode } from 'react';
import { signInState } from '@freight/runtime';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminAuthStatusQuery } from './api';

interface RequireAdminProps {
  children: ReactNode;
  /** Shown while the sign-in state is checked (the admin panel's frame, marked busy). */
  checking: ReactNode;
}

/**
 * Shows its children to a signed-in admin; anyone else lands on /admin-login (in place of this
 * page in history), which returns to the address asked for after the sign-in.
 */
export function RequireAdmin({ children, checking }: RequireAdminProps) {
  const location = useLocation();
  const { data, isLoading, isFetching } = useAdminAuthStatusQuery();
  if (isLoading || (isFetching && !data?.isAuthenticated)) return checking;
  if (!data?.isAuthenticated) {
    return <Navigate to="/admin-login" replace state={signInState(location)} />;
  }
  return children;
}
