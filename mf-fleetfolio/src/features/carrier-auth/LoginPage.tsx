import { FLEET_MESSAGES, PASSWORD_RESET_MESSAGES, type FleetLogin } from '@freight/contracts';
import { UnreachableAlert, useSchemaForm } from '@freight/forms';
import { errorMessage, isUnreachable, pathAfterSignIn, useShellServices } from '@freight/runtime';
import { Alert, Button, Field, Input, standaloneLink } from '@freight/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FormGrid } from '../../shared/layout';
import { resetCarrierCache, useCarrierLoginMutation, useCarrierSessionQuery } from './api';
import { AuthLayout } from './AuthLayout';

const ForgotPasswordLink = styled(Link)`
  ${standaloneLink}
`;

/** The sign-in page keeps joi out of its first files: the schema loads on the form's first focus. */
const loadFleetLoginSchema = () =>
  import('@freight/contracts/fleetfolio').then((module) => module.fleetLoginSchema);

export function LoginPage() {
  const { pageMeta, toast, store } = useShellServices();
  const navigate = useNavigate();
  const [login, { isLoading }] = useCarrierLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const form = useSchemaForm<FleetLogin>({
    schema: loadFleetLoginSchema,
    defaultValues: { email: '', password: '' },
  });

  // The page asked for before signing in, or the dashboard. Reached in place of this page in
  // history: a signed-in member going Back never sees the form again.
  const home = pathAfterSignIn(useLocation().state, '/fleetfolio');
  const signedIn = Boolean(useCarrierSessionQuery().data?.account);
  useEffect(() => {
    if (signedIn) navigate(home, { replace: true });
  }, [signedIn, home, navigate]);

  useEffect(() => {
    pageMeta.set({
      title: 'FleetFolio Sign In',
      description: 'Sign in to FleetFolio, the transport management system for small carriers.',
      canonicalPath: '/fleetfolio/login',
    });
  }, [pageMeta]);

  const submit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    setUnreachable(false);
    try {
      await login(credentials).unwrap();
    } catch (error) {
      if (isUnreachable(error)) setUnreachable(true);
      else setFailure(errorMessage(error, FLEET_MESSAGES.loginFailed));
      return;
    }
    store.dispatch(resetCarrierCache());
    toast.show({
      title: FLEET_MESSAGES.loginSuccessTitle,
      description: FLEET_MESSAGES.loginSuccessDescription,
    });
    navigate(home, { replace: true });
  });

  return (
    <AuthLayout
      title="Sign In to FleetFolio"
      description="Manage your loads, trips, drivers and invoices."
    >
      <FormGrid noValidate onSubmit={submit} onFocus={form.preloadSchema} aria-label="Sign in">
        {failure ? (
          <Alert $variant="destructive" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Field label="Email" {...form.field('email')}>
          <Input type="email" autoComplete="email" {...form.input('email')} />
        </Field>
        <Field label="Password" {...form.field('password')}>
          <Input type="password" autoComplete="current-password" {...form.input('password')} />
        </Field>
        <Button type="submit" $block disabled={isLoading}>
          {isLoading ? 'Signing In...' : 'Sign In'}
        </Button>
        {unreachable || form.schemaUnreachable ? <UnreachableAlert /> : null}
        <p>
          <ForgotPasswordLink to="/fleetfolio/forgot-password">
            {PASSWORD_RESET_MESSAGES.forgotLink}
          </ForgotPasswordLink>
        </p>
        <p>
          Don&apos;t have an account? <Link to="/fleetfolio/register">Create one</Link>
        </p>
      </FormGrid>
    </AuthLayout>
  );
}
