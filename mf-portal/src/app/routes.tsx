import type { RouteObject } from 'react-router-dom';
import { ClientPortalPage } from './ClientPortalPage';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';
import { UnsubscribePage } from './UnsubscribePage';

export const routes: RouteObject[] = [
  { path: '/client-portal', element: <ClientPortalPage /> },
  { path: '/client-portal/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/client-portal/reset-password', element: <ResetPasswordPage /> },
  { path: '/client-portal/unsubscribe', element: <UnsubscribePage /> },
];
