import { SETTLEMENT_STATUS_LABELS, type FinancialReport } from '@freight/contracts';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CsvExport } from './csv';
import { ReportTable } from './ReportTable';

export const financialCsv = (report: FinancialReport): CsvExport => ({
  fileName: `financial-${report.year}.csv`,
  header: ['Month', 'Revenue', 'Driver Pay', 'Expenses', 'Profit', 'Miles', 'Revenue per Mile'],
  rows: report.months.map((month) => [
    month.month,
    month.revenue.toFixed(2),
    month.driverPay.toFixed(2),
    month.expenses.toFixed(2),
    month.profit.toFixed(2),
    month.miles,
    month.revenuePerMile.toFixed(2),
  ]),
});

const SETTLEMENT_HEADER = [
  'Settlement',
  'Driver',
  'Pay Period',
  'Status',
  'Gross Pay',
  'Advances',
  'Deductions',
  'Net Pay',
];

/** The year's approved and paid settlements, then their totals. */
function settlementRows({ settlements }: FinancialReport) {
  const rows = settlements.rows.map((row) => [
    row.settlementNumber,
    row.driverName,
    `${row.periodStart} to ${row.periodEnd}`,
    SETTLEMENT_STATUS_LABELS[row.status],
    row.grossPay.toFixed(2),
    row.advances.toFixed(2),
    row.deductions.toFixed(2),
    row.netPay.toFixed(2),
  ]);
  if (rows.length === 0) return rows;
  return [
    ...rows,
    [
      'Total',
      '',
      '',
      `Unpaid ${settlements.unpaid.toFixed(2)}`,
      settlements.grossPay.toFixed(2),
      settlements.advances.toFixed(2),
      settlements.deductions.toFixed(2),
      settlements.netPay.toFixed(2),
    ],
  ];
}

/**
 * Profit and loss by month, revenue per mile, expenses by type and the drivers' settlements
 * for one year.
 */
export function FinancialView({ report }: { report: FinancialReport }) {
  const csv = financialCsv(report);
  return (
    <div>
      {report.months.length > 0 ? (
        <ResponsiveContainer width="100%" height={280}>
          <ComposedChart data={report.months} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis />
            <Tooltip />
            <Legend />
            <Bar dataKey="revenue" name="Revenue" fill="#dc2626" />
            <Bar dataKey="expenses" name="Expenses" fill="#6b7280" />
            <Line dataKey="profit" name="Profit" stroke="#166534" />
          </ComposedChart>
        </ResponsiveContainer>
      ) : null}
      <ReportTable
        caption={`Profit and loss by month, ${report.year}`}
        header={csv.header}
        rows={csv.rows}
        empty="No completed trips in this year yet."
      />
      <ReportTable
        caption="Expenses by type"
        header={['Type', 'Amount']}
        rows={report.expensesByType.map((row) => [row.type, row.amount.toFixed(2)])}
        empty="No expenses yet."
      />
      <ReportTable
        caption={`Driver settlements, ${report.year}`}
        header={SETTLEMENT_HEADER}
        rows={settlementRows(report)}
        empty="No approved settlements in this year yet."
      />
    </div>
  );
}
