import { useEffect } from 'react';
import { Skeleton } from '@freight/ui';
import { useShellServices } from '@freight/runtime';
import { AuthLayout } from './AuthLayout';

export function LoginPage() {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title: 'FleetFolio Sign In',
      description: 'Sign in to FleetFolio, the transport management system for small carriers.',
      canonicalPath: '/fleetfolio/login',
    });
  }, [pageMeta]);

  return (
    <AuthLayout
      title="Sign In to FleetFolio"
      description="Manage your loads, trips, drivers and invoices."
    >
      <Skeleton $height="14rem" />
    </AuthLayout>
  );
}
