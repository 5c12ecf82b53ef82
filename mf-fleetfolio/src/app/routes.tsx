import type { RouteObject } from 'react-router-dom';
import { InvitationPage } from '../features/carrier-auth/InvitationPage';
import { LoginPage } from '../features/carrier-auth/LoginPage';
import { ForgotPasswordPage, ResetPasswordPage } from '../features/carrier-auth/PasswordResetPages';
import { RegisterPage } from '../features/carrier-auth/RegisterPage';
import { DriverPage } from './DriverPage';
import { FleetFolioPage } from './FleetFolioPage';

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
