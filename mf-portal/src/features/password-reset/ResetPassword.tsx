import { Link, useSearchParams } from 'react-router-dom';
import { Button, Field, Input } from '@freight/ui';
import { FormOutcome, UnreachableAlert, useSchemaForm } from '@freight/forms';
import { errorMessage, isUnreachable } from '@freight/runtime';
import {
  CLIENT_PASSWORD_MIN,
  PASSWORD_RESET_MESSAGES as R,
  clientPasswordResetSchema,
  type PasswordReset,
} from '@freight/contracts';
import { useResetPasswordMutation } from './api';
import { Form, ResetCard } from './layout';

const ASK_AGAIN = '/client-portal/forgot-password';

/** The page of the mailed link (`?token=`): choose a new password, then sign in with it. */
export function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [reset, { isLoading, isSuccess, data, error }] = useResetPasswordMutation();
  const form = useSchemaForm<PasswordReset>({
    schema: clientPasswordResetSchema,
    defaultValues: { token, password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    await reset(values);
  });
  const tokenError = form.formState.errors.token?.message;

  if (isSuccess) {
    return (
      <ResetCard title={R.resetTitle} footer={<Link to="/client-portal">Sign in</Link>}>
        <FormOutcome ok>{data?.message ?? R.resetDone}</FormOutcome>
      </ResetCard>
    );
  }
  return (
    <ResetCard title={R.resetTitle} footer={<Link to={ASK_AGAIN}>Ask for a new link</Link>}>
      <Form aria-label={R.resetTitle} noValidate onSubmit={submit}>
        {error && isUnreachable(error) && <UnreachableAlert />}
        {((error && !isUnreachable(error)) || tokenError) && (
          <FormOutcome ok={false}>{tokenError ?? errorMessage(error, R.linkInvalid)}</FormOutcome>
        )}
        <Field
          label="New Password"
          hint={`At least ${CLIENT_PASSWORD_MIN} characters`}
          {...form.field('password')}
        >
          <Input type="password" autoComplete="new-password" {...form.input('password')} />
        </Field>
        <Button type="submit" $block disabled={isLoading}>
          {isLoading ? 'Saving...' : R.resetSubmit}
        </Button>
      </Form>
    </ResetCard>
  );
}
