import { useEffect } from 'react';
import { Skeleton } from '@freight/ui';
import { useShellServices } from '@freight/runtime';
import { AuthLayout } from './AuthLayout';

const SECTIONS = ['Account Information', 'Company Information', 'DOT Information'];

export function RegisterPage() {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title: 'Create a FleetFolio Account',
      description:
        'Register your trucking company for FleetFolio, the transport management system.',
      canonicalPath: '/fleetfolio/register',
    });
  }, [pageMeta]);

  return (
    <AuthLayout
      title="Create Your FleetFolio Account"
      description="Set up your company to plan loads, dispatch trips and invoice customers."
      width="default"
    >
      {SECTIONS.map((section) => (
        <section key={section} aria-label={section}>
          <h2>{section}</h2>
          <Skeleton $height="8rem" />
        </section>
      ))}
    </AuthLayout>
  );
}
