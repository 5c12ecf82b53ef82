import type { FleetReport } from '@freight/contracts';
import type { CsvExport } from './csv';
import { ReportBarChart } from './ReportBarChart';
import { ReportTable } from './ReportTable';

/** Pay is null for a dispatcher (the tab is the owner's, the API strips it for others). */
const pay = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

export const fleetCsv = (report: FleetReport): CsvExport => ({
  fileName: `fleet-${report.year}.csv`,
  header: ['Kind', 'Name', 'Trips', 'Miles', 'Revenue', 'Pay', 'Utilization %'],
  rows: [
    ...report.drivers.map((row) => [
      'Driver',
      row.name,
      row.trips,
      row.miles,
      row.revenue.toFixed(2),
      pay(row.pay),
      '',
    ]),
    ...report.trucks.map((row) => [
      'Truck',
      row.unit,
      row.trips,
      row.miles,
      '',
      '',
      row.utilisation,
    ]),
  ],
});

/** Driver performance (trips, miles, revenue, pay) and truck utilization for one year. */
export function FleetView({ report }: { report: FleetReport }) {
  return (
    <div>
      <ReportBarChart
        rows={report.drivers}
        xKey="name"
        bars={[
          { key: 'revenue', name: 'Revenue' },
          { key: 'pay', name: 'Pay' },
        ]}
        height={260}
      />
      <ReportTable
        caption={`Drivers, ${report.year}`}
        header={['Driver', 'Trips', 'Miles', 'Revenue', 'Pay']}
        rows={report.drivers.map((row) => [
          row.name,
          row.trips,
          row.miles,
          row.revenue.toFixed(2),
          pay(row.pay),
        ])}
        empty="No drivers yet."
      />
      <ReportTable
        caption={`Trucks, ${report.year}`}
        header={['Truck', 'Trips', 'Miles', 'Utilization %']}
        rows={report.trucks.map((row) => [row.unit, row.trips, row.miles, row.utilisation])}
        empty="No trucks yet."
      />
    </div>
  );
}
