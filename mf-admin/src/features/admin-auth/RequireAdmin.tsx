import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Container, Skeleton } from '@freight/ui';
import { useAdminAuthStatusQuery } from './api';

const CHECKING = (
  <Container aria-busy="true">
    <Skeleton $height="12rem" />
  </Container>
);

interface RequireAdminProps {
  children: ReactNode;
  /** Shown while the sign-in state is checked (default: a placeholder). */
  checking?: ReactNode;
}

/** Shows its children to a signed-in admin; anyone else lands on /admin-login. */
export function RequireAdmin({ children, checking = CHECKING }: RequireAdminProps) {
  const { data, isLoading, isFetching } = useAdminAuthStatusQuery();
  if (isLoading || (isFetching && !data?.isAuthenticated)) return checking;
  if (!data?.isAuthenticated) return <Navigate to="/admin-login" replace />;
  return children;
}
