import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Container,
  Field,
  Input,
} from '@freight/ui';
import { UnreachableAlert, useSchemaForm } from '@freight/forms';
import {
  errorMessage,
  isUnreachable,
  pathAfterSignIn,
  useAttemptToasts,
  useShellServices,
} from '@freight/runtime';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_AUTH_MESSAGES, type AdminLogin } from '@freight/contracts';
import { useAdminAuthStatusQuery, useAdminLoginMutation } from './api';
import { CredentialsHint } from './CredentialsHint';

const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
`;

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const PasswordRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The sign-in page keeps joi out of its first files: the schema loads on the form's first focus. */
const loadAdminLoginSchema = () =>
  import('@freight/contracts/adminLoginSchema').then((module) => module.adminLoginSchema);

export function AdminLoginPage() {
  const { pageMeta, navigation } = useShellServices();
  const toasts = useAttemptToasts();
  const form = useSchemaForm<AdminLogin>({
    schema: loadAdminLoginSchema,
    defaultValues: { username: '', password: '' },
  });
  const [unreachable, setUnreachable] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [login, { isLoading: signingIn }] = useAdminLoginMutation();
  const { data: status } = useAdminAuthStatusQuery();

  useEffect(() => {
    pageMeta.set({
      title: 'Admin Login',
      description: 'Staff sign-in to the admin panel.',
      robots: 'noindex, nofollow',
    });
  }, [pageMeta]);

  // In place of this page in history: a signed-in admin going Back never sees the form again.
  const navigate = useNavigate();
  const { state } = useLocation();
  const left = useRef(false);
  const goToPanel = useCallback(() => {
    if (left.current) return;
    left.current = true;
    navigate(pathAfterSignIn(state, '/admin'), { replace: true });
  }, [navigate, state]);

  useEffect(() => {
    if (status?.isAuthenticated) goToPanel();
  }, [status, goToPanel]);

  const refuseMissing = () =>
    toasts.fail({
      title: ADMIN_AUTH_MESSAGES.missingTitle,
      description: ADMIN_AUTH_MESSAGES.missingDescription,
    });

  const signIn = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (credentials) => {
      setUnreachable(false);
      try {
        await login(credentials).unwrap();
      } catch (error) {
        if (isUnreachable(error)) {
          toasts.clear();
          setUnreachable(true);
        } else {
          toasts.fail({
            title: ADMIN_AUTH_MESSAGES.loginFailedTitle,
            description: errorMessage(error, ADMIN_AUTH_MESSAGES.loginFailedDescription),
          });
        }
        return;
      }
      toasts.succeed();
      goToPanel();
    }, refuseMissing)(event);

  const backToSite = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigation.navigate('/');
  };

  return (
    <Page $width="narrow">
      <Card>
        <CardHeader>
          <h1>Admin Login</h1>
          <CardDescription>Sign in to manage quotes, applications and reviews.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form onSubmit={signIn} onFocus={form.preloadSchema} noValidate>
            <Field label="Username" {...form.field('username')}>
              <Input autoComplete="username" {...form.input('username')} />
            </Field>
            <Field label="Password" {...form.field('password')}>
              <Input
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                {...form.input('password')}
              />
            </Field>
            <PasswordRow>
              <Button
                $variant="outline"
                $size="sm"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Hide password' : 'Show password'}
              </Button>
            </PasswordRow>
            <Button type="submit" $block disabled={signingIn}>
              {signingIn ? 'Signing In...' : 'Sign In'}
            </Button>
            {unreachable || form.schemaUnreachable ? <UnreachableAlert /> : null}
          </Form>
          <CredentialsHint />
          <p>
            <BackLink href="/" onClick={backToSite}>
              ← Back to main site
            </BackLink>
          </p>
        </CardContent>
      </Card>
    </Page>
  );
}
