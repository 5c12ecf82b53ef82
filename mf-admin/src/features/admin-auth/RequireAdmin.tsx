import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAdminAuthStatusQuery } from './api';

interface RequireAdminProps {
  children: ReactNode;
  /** Shown while the sign-in state is checked (the admin panel's frame, marked busy). */
  checking: ReactNode;
}

/** Shows its children to a signed-in admin; anyone else lands on /admin-login. */
export function RequireAdmin({ children, checking }: RequireAdminProps) {
  const { data, isLoading, isFetching } = useAdminAuthStatusQuery();
  if (isLoading || (isFetching && !data?.isAuthenticated)) return checking;
  if (!data?.isAuthenticated) return <Navigate to="/admin-login" replace />;
  return children;
}
