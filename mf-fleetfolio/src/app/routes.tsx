import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@freight/runtime';
import { DriverPage } from './DriverPage';
import { FleetFolioPage } from './FleetFolioPage';

// The account pages validate with joi and react-hook-form: they load when visited (and are
// prerendered whole), so a signed-in member's dashboard starts without them.
const LoginPage = lazyPage(() => import('../features/carrier-auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(
  () => import('../features/carrier-auth/RegisterPage'),
  'RegisterPage',
);
const loadPasswordResetPages = () => import('../features/carrier-auth/PasswordResetPages');
const ForgotPasswordPage = lazyPage(loadPasswordResetPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(loadPasswordResetPages, 'ResetPasswordPage');
const InvitationPage = lazyPage(
  () => import('../features/carrier-auth/InvitationPage'),
  'InvitationPage',
);

export const routes: RouteObject[] = [
  { path: '/fleetfolio', element: <FleetFolioPage /> },
  { path: '/fleetfolio/login', element: <LoginPage /> },
  { path: '/fleetfolio/register', element: <RegisterPage /> },
  { path: '/fleetfolio/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/fleetfolio/reset-password', element: <ResetPasswordPage /> },
  { path: '/fleetfolio/invite/:token', element: <InvitationPage /> },
  { path: '/fleetfolio/driver', element: <DriverPage /> },
  // A tab of the dashboard (FleetFolioTabs). Last: the shell's server gives a path the first
  // prerendered route it matches, and the pages above are not tabs.
  { path: '/fleetfolio/:tab', element: <FleetFolioPage /> },
  // A record of a tab: /fleetfolio/trips/<id> (the trip focused on the Trips tab).
  { path: '/fleetfolio/:tab/:record', element: <FleetFolioPage /> },
];
