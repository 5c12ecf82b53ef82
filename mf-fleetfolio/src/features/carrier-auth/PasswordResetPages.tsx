import {
  FLEET_PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_MESSAGES as R,
  fleetPasswordResetSchema,
  type PasswordReset,
} from '@freight/contracts';
import { FormOutcome, PasswordResetRequestForm, useSchemaForm } from '@freight/forms';
import { errorMessage, useShellServices } from '@freight/runtime';
import { Button, Field, Input, standaloneLink } from '@freight/ui';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FormGrid } from '../../shared/layout';
import { useCarrierPasswordResetMutation, useCarrierPasswordResetRequestMutation } from './api';
import { AuthLayout } from './AuthLayout';

/** A link on its own line under the form: finger-sized on a phone. */
const PageLink = styled(Link)`
  ${standaloneLink}
`;

function usePageMeta(title: string, canonicalPath: string) {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title,
      description: 'Choose a new password for your FleetFolio account.',
      canonicalPath,
      robots: 'noindex',
    });
  }, [pageMeta, title, canonicalPath]);
}

/** /fleetfolio/forgot-password: mails a reset link to the account's address (if it has one). */
export function ForgotPasswordPage() {
  usePageMeta('FleetFolio Forgot Password', '/fleetfolio/forgot-password');
  const [request, state] = useCarrierPasswordResetRequestMutation();
  return (
    <AuthLayout title={R.requestTitle} description={R.requestDescription}>
      <PasswordResetRequestForm request={request} state={state} />
      <p>
        <PageLink to="/fleetfolio/login">{R.backToSignIn}</PageLink>
      </p>
    </AuthLayout>
  );
}

/** /fleetfolio/reset-password?token=…: the mailed link's page. */
export function ResetPasswordPage() {
  usePageMeta('FleetFolio Reset Password', '/fleetfolio/reset-password');
  const [searchParams] = useSearchParams();
  const [reset, { isLoading, isSuccess, data, error }] = useCarrierPasswordResetMutation();
  const form = useSchemaForm<PasswordReset>({
    schema: fleetPasswordResetSchema,
    defaultValues: { token: searchParams.get('token') ?? '', password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    await reset(values);
  });
  const failure =
    form.formState.errors.token?.message ?? (error && errorMessage(error, R.linkInvalid));
  return (
    <AuthLayout
      title={R.resetTitle}
      description={`At least ${FLEET_PASSWORD_MIN_LENGTH} characters.`}
    >
      {isSuccess ? (
        <FormOutcome ok>{data?.message ?? R.resetDone}</FormOutcome>
      ) : (
        <FormGrid noValidate onSubmit={submit} aria-label={R.resetTitle}>
          {failure ? <FormOutcome ok={false}>{failure}</FormOutcome> : null}
          <Field label="New Password" {...form.field('password')}>
            <Input type="password" autoComplete="new-password" {...form.input('password')} />
          </Field>
          <Button type="submit" $block disabled={isLoading}>
            {isLoading ? 'Saving...' : R.resetSubmit}
          </Button>
        </FormGrid>
      )}
      <p>
        {isSuccess ? (
          <PageLink to="/fleetfolio/login">Sign in</PageLink>
        ) : (
          <PageLink to="/fleetfolio/forgot-password">Ask for a new link</PageLink>
        )}
      </p>
    </AuthLayout>
  );
}
