import type { RouteObject } from 'react-router-dom';
import { AdminLoginPage } from '../features/admin-auth/AdminLoginPage';
import { LogoutButton } from '../features/admin-auth/LogoutButton';
import { RequireAdmin } from '../features/admin-auth/RequireAdmin';
import { AdminPanelPage } from '../features/admin-panel/AdminPanelPage';
import { adminTabs } from './adminTabs';

const adminPanel = (checking: boolean) => (
  <AdminPanelPage tabs={adminTabs} headerActions={<LogoutButton />} checking={checking} />
);

export const routes: RouteObject[] = [
  { path: '/admin-login', element: <AdminLoginPage /> },
  {
    path: '/admin',
    element: <RequireAdmin checking={adminPanel(true)}>{adminPanel(false)}</RequireAdmin>,
  },
];
