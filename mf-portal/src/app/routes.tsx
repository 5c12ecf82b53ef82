import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@freight/runtime';
import { ClientPortalPage } from './ClientPortalPage';
import { UnsubscribePage } from './UnsubscribePage';

// The password reset pages validate with joi: they load when visited (and are prerendered
// whole), so the dashboard starts without it.
const loadPasswordResetPages = () => import('./PasswordResetPages');
const ForgotPasswordPage = lazyPage(loadPasswordResetPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(loadPasswordResetPages, 'ResetPasswordPage');

export const routes: RouteObject[] = [
  { path: '/client-portal', element: <ClientPortalPage /> },
  { path: '/client-portal/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/client-portal/reset-password', element: <ResetPasswordPage /> },
  { path: '/client-portal/unsubscribe', element: <UnsubscribePage /> },
  // A tab of the dashboard (features/dashboard). Last: the shell's server gives a path the first
  // prerendered route it matches, and the pages above are not tabs.
  { path: '/client-portal/:tab', element: <ClientPortalPage /> },
];
