import { InfoCards } from '../../shared/InfoCards';
import { TabHeader } from '../../shared/layout';

const CARDS = [
  { title: 'Customers', description: 'Manage customers, shippers and consignees.' },
  { title: 'FileSafe', description: 'Secure document storage.' },
  { title: 'User Guide', description: 'Full documentation.' },
  { title: 'Support', description: 'Contact technical support.' },
];

export function SettingsTab() {
  return (
    <section aria-labelledby="settings-title">
      <TabHeader>
        <div>
          <h2 id="settings-title">Settings &amp; More</h2>
        </div>
      </TabHeader>
      <InfoCards cards={CARDS} />
    </section>
  );
}
