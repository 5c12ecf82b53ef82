import type { FinancialReport } from '@freight/contracts';
import { renderInArea } from '@freight/runtime/testing';
import { screen, within } from '@testing-library/react';
import { FinancialView } from './FinancialView';

const report: FinancialReport = {
  year: 2026,
  months: [],
  expensesByType: [],
  settlements: {
    rows: [
      {
        id: 'a'.repeat(24),
        settlementNumber: 'ST-0001',
        driverName: 'Ann Lee',
        periodStart: '2026-05-01',
        periodEnd: '2026-05-07',
        status: 'approved',
        grossPay: 866.65,
        advances: 200,
        deductions: 150.25,
        netPay: 516.4,
      },
    ],
    grossPay: 866.65,
    advances: 200,
    deductions: 150.25,
    netPay: 516.4,
    unpaid: 516.4,
  },
};

describe('FinancialView', () => {
  it("lists the year's settlements with their totals and what is still unpaid", () => {
    renderInArea(<FinancialView report={report} />);
    const table = screen.getByRole('table', { name: 'Driver settlements, 2026' });
    const [, first, total] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'ST-0001',
      'Ann Lee',
      '2026-05-01 to 2026-05-07',
      'Approved',
      '$866.65',
      '$200.00',
      '$150.25',
      '$516.40',
    ]);
    expect(within(total!).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(total!).getByRole('cell', { name: 'Unpaid $516.40' })).toBeInTheDocument();
    // On a phone the wide table scrolls in its own box, which a keyboard can focus.
    expect(screen.getByRole('region', { name: 'Driver settlements, 2026' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('totals the months in dollars with thousands separators, right-aligned', () => {
    const month = (name: string, revenue: number, miles: number) => ({
      month: name,
      revenue,
      driverPay: 1000,
      expenses: 250.5,
      profit: revenue - 1250.5,
      miles,
      revenuePerMile: Math.round((revenue / miles) * 100) / 100,
    });
    renderInArea(
      <FinancialView
        report={{
          ...report,
          months: [month('2026-04', 2875, 1000), month('2026-05', 12500.1, 4150)],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Profit and loss by month, 2026' });
    const [, april, , total] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(april!)).toEqual([
      '2026-04',
      '$2,875.00',
      '$1,000.00',
      '$250.50',
      '$1,624.50',
      '1,000',
      '$2.88',
    ]);
    // The year's revenue per mile is its revenue over its miles, not a sum of the months'.
    expect(cells(total!)).toEqual([
      '$15,375.10',
      '$2,000.00',
      '$501.00',
      '$12,874.10',
      '5,150',
      '$2.99',
    ]);
    expect(within(total!).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Revenue' })).toHaveClass('number');
    expect(within(april!).getByRole('cell', { name: '$2,875.00' })).toHaveClass('number');
    expect(within(april!).getByRole('cell', { name: '2026-04' })).not.toHaveClass('number');
  });
});
