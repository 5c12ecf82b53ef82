import { Alert, Button, Field, Input } from '@freight/ui';
import { UnreachableAlert, useSchemaForm } from '@freight/forms';
import { errorMessage, isUnreachable } from '@freight/runtime';
import {
  CLIENT_PASSWORD_MIN,
  CLIENT_PORTAL_MESSAGES as M,
  emailVerificationSchema,
  type EmailVerification,
} from '@freight/contracts';
import { useVerifyClientEmailMutation } from './api';
import { Form } from './Form';

/** Opened elsewhere than where they registered, the owner of the address chooses the password. */
export function ChoosePassword({ token, onConfirmed }: { token: string; onConfirmed: () => void }) {
  const [verify, { isLoading, error }] = useVerifyClientEmailMutation();
  const form = useSchemaForm<EmailVerification>({
    schema: emailVerificationSchema,
    defaultValues: { token, password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const result = await verify(values);
    if (!result.error) onConfirmed();
  });
  return (
    <Form aria-label={M.verifyChoosePassword} noValidate onSubmit={submit}>
      <p>{M.verifyNeedsPassword}</p>
      {error && isUnreachable(error) && <UnreachableAlert />}
      {error && !isUnreachable(error) && (
        <Alert role="alert" $variant="destructive">
          {errorMessage(error, M.verifyLinkInvalid)}
        </Alert>
      )}
      <Field
        label="Password"
        hint={`At least ${CLIENT_PASSWORD_MIN} characters`}
        {...form.field('password')}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          aria-required
          {...form.input('password')}
        />
      </Field>
      <Button type="submit" $block disabled={isLoading}>
        {M.verifySubmit}
      </Button>
    </Form>
  );
}
