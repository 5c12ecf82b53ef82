import { lazyExport } from '@freight/runtime';
import type { AdminTab } from '../features/admin-panel/AdminPanelPage';
import type { AdminSectionName } from './adminSections';

// The sections are the staff's whole toolset (most of the area's code, joi included), which the
// sign-in page never shows: they load when /admin opens, during its sign-in check.
export const loadAdminSections = () => import('./adminSections');
const AdminSection = lazyExport(loadAdminSections, 'AdminSection');

const tab = (value: AdminSectionName, label: string): AdminTab => ({
  value,
  label,
  render: () => <AdminSection name={value} />,
});

/** The admin panel's tabs, in order; their content is in adminSections. */
export const adminTabs: AdminTab[] = [
  tab('quotes', 'Quotes'),
  tab('shipments', 'Shipments'),
  tab('invoices', 'Invoices'),
  tab('drivers', 'Drivers'),
  tab('operators', 'Operators'),
  tab('reviews', 'Review Management'),
  tab('sent-mail', 'Sent Mail'),
  tab('web-vitals', 'Web Vitals'),
];
