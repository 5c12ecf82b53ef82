import { preload, preloadAfterFirstInput } from '@freight/runtime';
import { useEffect } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { AdminLoginPage } from '../features/admin-auth/AdminLoginPage';
import { LogoutButton } from '../features/admin-auth/LogoutButton';
import { RequireAdmin } from '../features/admin-auth/RequireAdmin';
import { AdminPanelPage } from '../features/admin-panel/AdminPanelPage';
import { loadSection, SECTION_LOADS } from './adminSections';
import { adminTabs } from './adminTabs';

const adminPanel = (checking: boolean) => (
  <AdminPanelPage tabs={adminTabs} headerActions={<LogoutButton />} checking={checking} />
);

function AdminPanelRoute() {
  const { tab } = useParams();
  useEffect(() => preload(() => loadSection(tab)), [tab]);
  useEffect(() => preloadAfterFirstInput(SECTION_LOADS), []);
  return <RequireAdmin checking={adminPanel(true)}>{adminPanel(false)}</RequireAdmin>;
}

export const routes: RouteObject[] = [
  { path: '/admin-login', element: <AdminLoginPage /> },
  { path: '/admin', element: <AdminPanelRoute /> },
  // A tab of the panel (AdminPanelPage): /admin/shipments, /admin/quotes?status=pending.
  { path: '/admin/:tab', element: <AdminPanelRoute /> },
];
