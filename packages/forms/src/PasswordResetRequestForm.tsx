import {
  PASSWORD_RESET_MESSAGES as R,
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '@freight/contracts';
import { errorMessage } from '@freight/runtime';
import { Alert, Button, Field, Input } from '@freight/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSchemaForm } from './useSchemaForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The outcome of a sent form: a status when it went well, an alert when it did not. */
export function FormOutcome({ ok, children }: { ok: boolean; children: ReactNode }) {
  return ok ? (
    <Alert role="status">{children}</Alert>
  ) : (
    <Alert $variant="destructive" role="alert">
      {children}
    </Alert>
  );
}

/** Where the request went: the state of the area's RTK Query mutation. */
export interface PasswordResetRequestState {
  isLoading: boolean;
  isSuccess: boolean;
  data?: { message?: string };
  error?: unknown;
}

interface PasswordResetRequestFormProps {
  /** Sends the request (the area's own endpoint: client portal or FleetFolio). */
  request: (values: PasswordResetRequest) => unknown;
  state: PasswordResetRequestState;
}

/**
 * "Forgot password?": the account's email, then the answer that a link was mailed (to any
 * address, so the form does not tell which addresses have an account).
 */
export function PasswordResetRequestForm({ request, state }: PasswordResetRequestFormProps) {
  const form = useSchemaForm<PasswordResetRequest>({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    await request(values);
  });
  if (state.isSuccess) return <FormOutcome ok>{state.data?.message ?? R.requestSent}</FormOutcome>;
  return (
    <Form aria-label={R.requestTitle} noValidate onSubmit={submit}>
      {state.error ? (
        <FormOutcome ok={false}>{errorMessage(state.error, R.linkInvalid)}</FormOutcome>
      ) : null}
      <Field label="Email" {...form.field('email')}>
        <Input type="email" autoComplete="email" {...form.input('email')} />
      </Field>
      <Button type="submit" $block disabled={state.isLoading}>
        {state.isLoading ? 'Sending...' : R.requestSubmit}
      </Button>
    </Form>
  );
}
