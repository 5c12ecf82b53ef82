import { InfoCards } from '../../shared/InfoCards';
import { TabHeader } from '../../shared/layout';

const REPORTS = [
  {
    title: 'IFTA Reports',
    description: 'Fuel tax reporting for your fleet.',
    points: ['Miles by state', 'Fuel tracking', 'Tax compliance'],
  },
  {
    title: 'Financial Reports',
    description: 'How the business is doing.',
    points: ['Profit/loss', 'Revenue per mile', 'Expense tracking'],
  },
  {
    title: 'Fleet Reports',
    description: 'How drivers and equipment are used.',
    points: ['Driver performance', 'Equipment utilization'],
  },
];

export function ReportsTab() {
  return (
    <section aria-labelledby="reports-title">
      <TabHeader>
        <div>
          <h2 id="reports-title">Reports</h2>
          <p>IFTA, financial and fleet reports from your trips and invoices.</p>
        </div>
      </TabHeader>
      <InfoCards cards={REPORTS} />
    </section>
  );
}
