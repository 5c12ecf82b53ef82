import { Button, Field, Input } from '@freight/ui';
import { UnreachableAlert, useSchemaForm } from '@freight/forms';
import { errorMessage, isUnreachable, useAttemptToasts } from '@freight/runtime';
import {
  CLIENT_PASSWORD_MIN,
  CLIENT_PORTAL_MESSAGES as M,
  clientRegistrationSchema,
  type ClientRegistration,
} from '@freight/contracts';
import { useState } from 'react';
import { useClientRegisterMutation } from './api';
import { Form } from './Form';

const EMPTY: ClientRegistration = {
  email: '',
  password: '',
  companyName: '',
  contactName: '',
  phone: '',
};

export function RegisterForm() {
  const toasts = useAttemptToasts();
  const [registerClient, { isLoading }] = useClientRegisterMutation();
  const [unreachable, setUnreachable] = useState(false);
  const form = useSchemaForm<ClientRegistration>({
    schema: clientRegistrationSchema,
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async (values) => {
    setUnreachable(false);
    const result = await registerClient(values);
    if (result.error) {
      if (isUnreachable(result.error)) {
        toasts.clear();
        setUnreachable(true);
        return;
      }
      form.showServerErrors(result.error);
      toasts.fail({
        title: M.registrationFailedTitle,
        description: errorMessage(result.error, M.registrationFailedFallback),
      });
      return;
    }
    toasts.succeed({
      title: M.registrationSuccessTitle,
      description: M.registrationSuccessDescription,
    });
  });

  return (
    <Form aria-label="Create a client portal account" noValidate onSubmit={submit}>
      <Field label="Email" {...form.field('email')}>
        <Input type="email" autoComplete="email" {...form.input('email')} />
      </Field>
      <Field
        label="Password"
        hint={`At least ${CLIENT_PASSWORD_MIN} characters`}
        {...form.field('password')}
      >
        <Input type="password" autoComplete="new-password" {...form.input('password')} />
      </Field>
      <Field label="Company Name" {...form.field('companyName')}>
        <Input autoComplete="organization" {...form.input('companyName')} />
      </Field>
      <Field label="Contact Name" {...form.field('contactName')}>
        <Input autoComplete="name" {...form.input('contactName')} />
      </Field>
      <Field label="Phone (optional)" {...form.field('phone')}>
        <Input type="tel" autoComplete="tel" {...form.input('phone')} />
      </Field>
      <Button type="submit" $block disabled={isLoading}>
        {isLoading ? 'Creating Account...' : 'Create Account'}
      </Button>
      {unreachable ? <UnreachableAlert /> : null}
    </Form>
  );
}
