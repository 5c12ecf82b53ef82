import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Container, Skeleton } from '@freight/ui';
import { useAdminAuthStatusQuery } from './api';

/** Shows its children to a signed-in admin; anyone else lands on /admin-login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data, isLoading, isFetching } = useAdminAuthStatusQuery();
  if (isLoading || (isFetching && !data?.isAuthenticated)) {
    return (
      <Container aria-busy="true">
        <Skeleton $height="12rem" />
      </Container>
    );
  }
  if (!data?.isAuthenticated) return <Navigate to="/admin-login" replace />;
  return <>{children}</>;
}
