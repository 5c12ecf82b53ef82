import { SETTLEMENT_STATUS_LABELS, type FinancialReport, formatUsd } from '@freight/contracts';
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
import { ReportTable, totalsOf, type ReportCell, type ReportColumn } from './ReportTable';

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

const MONTH_COLUMNS: ReportColumn[] = [
  { name: 'Month' },
  { name: 'Revenue', kind: 'money' },
  { name: 'Driver Pay', kind: 'money' },
  { name: 'Expenses', kind: 'money' },
  { name: 'Profit', kind: 'money' },
  { name: 'Miles', kind: 'miles' },
  { name: 'Revenue per Mile', kind: 'money' },
];

/** Each month, then the year: its revenue per mile is the year's revenue over its miles. */
function monthTable({ months }: FinancialReport) {
  const rows: ReportCell[][] = months.map((month) => [
    month.month,
    month.revenue,
    month.driverPay,
    month.expenses,
    month.profit,
    month.miles,
    month.revenuePerMile,
  ]);
  const revenue = months.reduce((sum, month) => sum + month.revenue, 0);
  const miles = months.reduce((sum, month) => sum + month.miles, 0);
  const perMile = miles > 0 ? Math.round((revenue / miles) * 100) / 100 : 0;
  return { rows, totals: totalsOf(MONTH_COLUMNS, rows, { 6: perMile }) };
}

const EXPENSE_COLUMNS: ReportColumn[] = [{ name: 'Type' }, { name: 'Amount', kind: 'money' }];

const SETTLEMENT_COLUMNS: ReportColumn[] = [
  { name: 'Settlement' },
  { name: 'Driver' },
  { name: 'Pay Period' },
  { name: 'Status' },
  { name: 'Gross Pay', kind: 'money' },
  { name: 'Advances', kind: 'money' },
  { name: 'Deductions', kind: 'money' },
  { name: 'Net Pay', kind: 'money' },
];

/** The year's approved and paid settlements; the totals (and what is unpaid) are the API's. */
function settlementTable({ settlements }: FinancialReport) {
  const rows: ReportCell[][] = settlements.rows.map((row) => [
    row.settlementNumber,
    row.driverName,
    `${row.periodStart} to ${row.periodEnd}`,
    SETTLEMENT_STATUS_LABELS[row.status],
    row.grossPay,
    row.advances,
    row.deductions,
    row.netPay,
  ]);
  const totals: ReportCell[] = [
    'Total',
    '',
    '',
    `Unpaid ${formatUsd(settlements.unpaid)}`,
    settlements.grossPay,
    settlements.advances,
    settlements.deductions,
    settlements.netPay,
  ];
  return { rows, totals };
}

/**
 * Profit and loss by month, revenue per mile, expenses by type and the drivers' settlements
 * for one year.
 */
export function FinancialView({ report }: { report: FinancialReport }) {
  const expenses: ReportCell[][] = report.expensesByType.map((row) => [row.type, row.amount]);
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
        columns={MONTH_COLUMNS}
        {...monthTable(report)}
        empty="No completed trips in this year yet."
      />
      <ReportTable
        caption="Expenses by type"
        columns={EXPENSE_COLUMNS}
        rows={expenses}
        totals={totalsOf(EXPENSE_COLUMNS, expenses)}
        empty="No expenses yet."
      />
      <ReportTable
        caption={`Driver settlements, ${report.year}`}
        columns={SETTLEMENT_COLUMNS}
        {...settlementTable(report)}
        empty="No approved settlements in this year yet."
      />
    </div>
  );
}
