import type { FinancialReport } from '@freight/contracts';
import { render, screen, within } from '@testing-library/react';
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
    render(<FinancialView report={report} />);
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
      '866.65',
      '200.00',
      '150.25',
      '516.40',
    ]);
    expect(within(total!).getByRole('cell', { name: 'Unpaid 516.40' })).toBeInTheDocument();
    // On a phone the wide table scrolls in its own box, which a keyboard can focus.
    expect(screen.getByRole('region', { name: 'Driver settlements, 2026' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });
});
