import { useEffect, type ReactNode } from 'react';
import { useShellServices } from '@freight/runtime';
import { ForgotPassword, ResetPassword } from '../features/password-reset';
import { Narrow, Page } from './layout';

function AccountPage({
  title,
  path,
  children,
}: {
  title: string;
  path: string;
  children: ReactNode;
}) {
  const { pageMeta } = useShellServices();
  useEffect(() => {
    pageMeta.set({
      title,
      description: 'Choose a new password for your client portal account.',
      canonicalPath: path,
      robots: 'noindex',
    });
  }, [pageMeta, title, path]);
  return (
    <Page>
      <Narrow>{children}</Narrow>
    </Page>
  );
}

/** /client-portal/forgot-password: ask for a reset link. */
export function ForgotPasswordPage() {
  return (
    <AccountPage title="Forgot Password" path="/client-portal/forgot-password">
      <ForgotPassword />
    </AccountPage>
  );
}

/** /client-portal/reset-password?token=…: the mailed link's page. */
export function ResetPasswordPage() {
  return (
    <AccountPage title="Reset Password" path="/client-portal/reset-password">
      <ResetPassword />
    </AccountPage>
  );
}
