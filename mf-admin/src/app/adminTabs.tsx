import type { AdminTab } from '../features/admin-panel/AdminPanelPage';
import { AdminSection, type AdminSectionName } from './adminSections';

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
