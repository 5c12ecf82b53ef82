import type { RouteObject } from 'react-router-dom';
import { AdminLoginPage } from '../features/admin-auth/AdminLoginPage';
import { AdminPanelPage } from '../features/admin-panel/AdminPanelPage';

export const routes: RouteObject[] = [
  { path: '/admin-login', element: <AdminLoginPage /> },
  { path: '/admin', element: <AdminPanelPage /> },
];
