import { Link } from 'react-router-dom';
import { Button, Field, Input, standaloneLink } from '@freight/ui';
import { UnreachableAlert, useSchemaForm } from '@freight/forms';
import { errorMessage, isUnreachable, useAttemptToasts, type ApiError } from '@freight/runtime';
import {
  CLIENT_PORTAL_MESSAGES as M,
  PASSWORD_RESET_MESSAGES,
  clientLoginSchema,
  type ClientLogin,
} from '@freight/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { useClientLoginMutation } from './api';
import { Form } from './Form';

const ForgotPasswordLink = styled(Link)`
  ${standaloneLink}
`;

/** Too many attempts: the limiter's own message says when to retry. */
const RATE_LIMITED = 429;

export function LoginForm() {
  const toasts = useAttemptToasts();
  const [login, { isLoading }] = useClientLoginMutation();
  const [unreachable, setUnreachable] = useState(false);
  const form = useSchemaForm<ClientLogin>({
    schema: clientLoginSchema,
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setUnreachable(false);
    const result = await login(values);
    if (!result.error) {
      toasts.succeed();
      return;
    }
    if (isUnreachable(result.error)) {
      toasts.clear();
      setUnreachable(true);
      return;
    }
    const limited = (result.error as ApiError).status === RATE_LIMITED;
    toasts.fail({
      title: M.loginFailedTitle,
      description: limited
        ? errorMessage(result.error, M.loginFailedDescription)
        : M.loginFailedDescription,
    });
  });

  return (
    <Form aria-label="Sign in to the client portal" noValidate onSubmit={submit}>
      <Field label="Email" {...form.field('email')}>
        <Input type="email" autoComplete="email" {...form.input('email')} />
      </Field>
      <Field label="Password" {...form.field('password')}>
        <Input type="password" autoComplete="current-password" {...form.input('password')} />
      </Field>
      <Button type="submit" $block disabled={isLoading}>
        {isLoading ? 'Signing In...' : 'Sign In'}
      </Button>
      {unreachable ? <UnreachableAlert /> : null}
      <ForgotPasswordLink to="/client-portal/forgot-password">
        {PASSWORD_RESET_MESSAGES.forgotLink}
      </ForgotPasswordLink>
    </Form>
  );
}
