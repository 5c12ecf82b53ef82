import type { RouteObject } from 'react-router-dom';
import { AdminLoginPage } from '../features/admin-auth/AdminLoginPage';
import { LogoutButton } from '../features/admin-auth/LogoutButton';
import { RequireAdmin } from '../features/admin-auth/RequireAdmin';
import { AdminPanelPage } from '../features/admin-panel/AdminPanelPage';
import { adminTabs } from './adminTabs';

export const routes: RouteObject[] = [
  { path: '/admin-login', element: <AdminLoginPage /> },
  {
    path: '/admin',
    element: (
      <RequireAdmin>
        <AdminPanelPage tabs={adminTabs} headerActions={<LogoutButton />} />
      </RequireAdmin>
    ),
  },
];
