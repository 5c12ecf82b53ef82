import { CustomersPanel } from '../features/customers/CustomersPanel';
import { FileSafePanel } from '../features/filesafe/FileSafePanel';
import { UserGuide } from '../features/guide/UserGuide';
import { SettingsTab, type SettingsSection } from '../features/settings/SettingsTab';
import { SupportForm } from '../features/support/SupportForm';

const SECTIONS: SettingsSection[] = [
  {
    title: 'Customers',
    description: 'Manage customers, shippers and consignees.',
    content: <CustomersPanel />,
  },
  { title: 'FileSafe', description: 'Secure document storage.', content: <FileSafePanel /> },
  { title: 'User Guide', description: 'Full documentation.', content: <UserGuide /> },
  { title: 'Support', description: 'Contact technical support.', content: <SupportForm /> },
];

/** Settings & More composed from the customers, FileSafe, guide and support features. */
export function SettingsPanel() {
  return <SettingsTab sections={SECTIONS} />;
}
