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
import { errorMessage, useShellServices } from '@freight/runtime';
import { ADMIN_AUTH_MESSAGES } from '@freight/contracts';
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

export function AdminLoginPage() {
  const { pageMeta, toast, navigation } = useShellServices();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
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

  const left = useRef(false);
  const goToPanel = useCallback(() => {
    if (left.current) return;
    left.current = true;
    navigation.navigate('/admin');
  }, [navigation]);

  useEffect(() => {
    if (status?.isAuthenticated) goToPanel();
  }, [status, goToPanel]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !password.trim()) {
      toast.show({
        title: ADMIN_AUTH_MESSAGES.missingTitle,
        description: ADMIN_AUTH_MESSAGES.missingDescription,
        variant: 'destructive',
      });
      return;
    }
    try {
      await login({ username: username.trim(), password }).unwrap();
      goToPanel();
    } catch (error) {
      toast.show({
        title: ADMIN_AUTH_MESSAGES.loginFailedTitle,
        description: errorMessage(error, ADMIN_AUTH_MESSAGES.loginFailedDescription),
        variant: 'destructive',
      });
    }
  };

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
          <Form onSubmit={onSubmit} noValidate>
            <Field label="Username">
              <Input
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </Field>
            <Field label="Password">
              <Input
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
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
