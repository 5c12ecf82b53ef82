import { Link } from 'react-router-dom';
import { Button, Field, Input } from '@freight/ui';
import { useSchemaForm } from '@freight/forms';
import { errorMessage } from '@freight/runtime';
import {
  PASSWORD_RESET_MESSAGES as R,
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '@freight/contracts';
import { useRequestPasswordResetMutation } from './api';
import { Form, Outcome, ResetCard } from './layout';

/** "Forgot password?": asks for the account's email and mails it a link (if it has an account). */
export function ForgotPassword() {
  const [request, { isLoading, isSuccess, data, error }] = useRequestPasswordResetMutation();
  const form = useSchemaForm<PasswordResetRequest>({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    await request(values);
  });
  return (
    <ResetCard
      title={R.requestTitle}
      description={R.requestDescription}
      footer={<Link to="/client-portal">{R.backToSignIn}</Link>}
    >
      {isSuccess ? (
        <Outcome ok>{data?.message ?? R.requestSent}</Outcome>
      ) : (
        <Form aria-label={R.requestTitle} noValidate onSubmit={submit}>
          {error && <Outcome ok={false}>{errorMessage(error, R.linkInvalid)}</Outcome>}
          <Field label="Email" {...form.field('email')}>
            <Input type="email" autoComplete="email" {...form.input('email')} />
          </Field>
          <Button type="submit" $block disabled={isLoading}>
            {isLoading ? 'Sending...' : R.requestSubmit}
          </Button>
        </Form>
      )}
    </ResetCard>
  );
}
