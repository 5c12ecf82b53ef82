import { useForm } from 'react-hook-form';
import { joiResolver } from '@hookform/resolvers/joi';
import { Button, Field, Input } from '@freight/ui';
import { errorMessage, useShellServices } from '@freight/runtime';
import {
  CLIENT_PASSWORD_MIN,
  CLIENT_PORTAL_MESSAGES as M,
  clientRegistrationSchema,
  type ClientRegistration,
} from '@freight/contracts';
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
  const { toast } = useShellServices();
  const [registerClient, { isLoading }] = useClientRegisterMutation();
  const { register, handleSubmit, formState } = useForm<ClientRegistration>({
    resolver: joiResolver(clientRegistrationSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    const result = await registerClient(values);
    if (result.error) {
      toast.show({
        title: M.registrationFailedTitle,
        description: errorMessage(result.error, M.registrationFailedFallback),
        variant: 'destructive',
      });
      return;
    }
    toast.show({
      title: M.registrationSuccessTitle,
      description: M.registrationSuccessDescription,
    });
  });

  return (
    <Form aria-label="Create a client portal account" noValidate onSubmit={submit}>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <Field
        label="Password"
        hint={`At least ${CLIENT_PASSWORD_MIN} characters`}
        error={errors.password?.message}
        required
      >
        <Input type="password" autoComplete="new-password" required {...register('password')} />
      </Field>
      <Field label="Company Name" error={errors.companyName?.message} required>
        <Input autoComplete="organization" required {...register('companyName')} />
      </Field>
      <Field label="Contact Name" error={errors.contactName?.message} required>
        <Input autoComplete="name" required {...register('contactName')} />
      </Field>
      <Field label="Phone (optional)" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </Field>
      <Button type="submit" $block disabled={isLoading}>
        {isLoading ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
