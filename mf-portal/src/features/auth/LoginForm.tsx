import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { joiResolver } from '@hookform/resolvers/joi';
import { Button, Field, Input } from '@freight/ui';
import { errorMessage, useShellServices, type ApiError } from '@freight/runtime';
import {
  CLIENT_PORTAL_MESSAGES as M,
  PASSWORD_RESET_MESSAGES,
  clientLoginSchema,
  type ClientLogin,
} from '@freight/contracts';
import { useClientLoginMutation } from './api';
import { Form } from './Form';

/** Too many attempts: the limiter's own message says when to retry. */
const RATE_LIMITED = 429;

export function LoginForm() {
  const { toast } = useShellServices();
  const [login, { isLoading }] = useClientLoginMutation();
  const { register, handleSubmit, formState } = useForm<ClientLogin>({
    resolver: joiResolver(clientLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    const result = await login(values);
    if (!result.error) return;
    const limited = (result.error as ApiError).status === RATE_LIMITED;
    toast.show({
      title: M.loginFailedTitle,
      description: limited
        ? errorMessage(result.error, M.loginFailedDescription)
        : M.loginFailedDescription,
      variant: 'destructive',
    });
  });

  return (
    <Form aria-label="Sign in to the client portal" noValidate onSubmit={submit}>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <Field label="Password" error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" required {...register('password')} />
      </Field>
      <Button type="submit" $block disabled={isLoading}>
        {isLoading ? 'Signing In...' : 'Sign In'}
      </Button>
      <Link to="/client-portal/forgot-password">{PASSWORD_RESET_MESSAGES.forgotLink}</Link>
    </Form>
  );
}
