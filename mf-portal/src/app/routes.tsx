import type { RouteObject } from 'react-router-dom';
import { ClientPortalPage } from './ClientPortalPage';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';
import { UnsubscribePage } from './UnsubscribePage';

export const routes: RouteObject[] = [
  { path: '/client-portal', element: <ClientPortalPage /> },
  { path: '/client-portal/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/client-portal/reset-password', element: <ResetPasswordPage /> },
  { path: '/client-portal/unsubscribe', element: <UnsubscribePage /> },
  // A tab of the dashboard (features/dashboard). Last: the shell's server gives a path the first
  // prerendered route it matches, and the pages above are not tabs.
  { path: '/client-portal/:tab', element: <ClientPortalPage /> },
];
