import { UTILISATION_DEFINITION, type FleetReport } from '@freight/contracts';
import type { CsvExport } from './csv';
import { ReportBarChart } from './ReportBarChart';
import { ReportTable, totalsOf, type ReportCell, type ReportColumn } from './ReportTable';

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
      row.pay.toFixed(2),
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

const DRIVER_COLUMNS: ReportColumn[] = [
  { name: 'Driver' },
  { name: 'Trips', kind: 'count' },
  { name: 'Miles', kind: 'miles' },
  { name: 'Revenue', kind: 'money' },
  { name: 'Pay', kind: 'money' },
];

const TRUCK_COLUMNS: ReportColumn[] = [
  { name: 'Truck' },
  { name: 'Trips', kind: 'count' },
  { name: 'Miles', kind: 'miles' },
  { name: 'Utilization %', kind: 'percent' },
];

/** Driver performance (trips, miles, revenue, pay) and truck utilization for one year. */
export function FleetView({ report }: { report: FleetReport }) {
  const drivers: ReportCell[][] = report.drivers.map((row) => [
    row.name,
    row.trips,
    row.miles,
    row.revenue,
    row.pay,
  ]);
  const trucks: ReportCell[][] = report.trucks.map((row) => [
    row.unit,
    row.trips,
    row.miles,
    row.utilisation,
  ]);
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
        columns={DRIVER_COLUMNS}
        rows={drivers}
        totals={totalsOf(DRIVER_COLUMNS, drivers)}
        empty="No drivers yet."
      />
      <ReportTable
        caption={`Trucks, ${report.year}`}
        columns={TRUCK_COLUMNS}
        rows={trucks}
        totals={totalsOf(TRUCK_COLUMNS, trucks, { 3: report.fleetUtilisation })}
        empty="No trucks yet."
      />
      {report.trucks.length > 0 ? (
        <p role="note">
          {UTILISATION_DEFINITION} The total is the fleet&apos;s: truck-days on trips ÷ available
          truck-days.
        </p>
      ) : null}
    </div>
  );
}
