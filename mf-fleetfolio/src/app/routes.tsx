import type { RouteObject } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LoginPage } from '../features/carrier-auth/LoginPage';
import { RegisterPage } from '../features/carrier-auth/RegisterPage';

export const routes: RouteObject[] = [
  { path: '/fleetfolio', element: <DashboardPage /> },
  { path: '/fleetfolio/login', element: <LoginPage /> },
  { path: '/fleetfolio/register', element: <RegisterPage /> },
];
