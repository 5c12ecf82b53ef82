import { preload } from '@freight/runtime';
import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AdminLoginPage } from '../features/admin-auth/AdminLoginPage';
import { LogoutButton } from '../features/admin-auth/LogoutButton';
import { RequireAdmin } from '../features/admin-auth/RequireAdmin';
import { AdminPanelPage } from '../features/admin-panel/AdminPanelPage';
import { adminTabs, loadAdminSections } from './adminTabs';

const adminPanel = (checking: boolean) => (
  <AdminPanelPage tabs={adminTabs} headerActions={<LogoutButton />} checking={checking} />
);

function AdminPanelRoute() {
  useEffect(() => preload(loadAdminSections), []);
  return <RequireAdmin checking={adminPanel(true)}>{adminPanel(false)}</RequireAdmin>;
}

export const routes: RouteObject[] = [
  { path: '/admin-login', element: <AdminLoginPage /> },
  { path: '/admin', element: <AdminPanelRoute /> },
  // A tab of the panel (AdminPanelPage): /admin/shipments, /admin/quotes?status=pending.
  { path: '/admin/:tab', element: <AdminPanelRoute /> },
];
