import { renderInArea } from '@freight/runtime/testing';
import { screen, within } from '@testing-library/react';
import { ReportTable, formatCell, totalsOf, type ReportColumn } from './ReportTable';

const COLUMNS: ReportColumn[] = [
  { name: 'Driver' },
  { name: 'Trips', kind: 'count' },
  { name: 'Miles', kind: 'miles' },
  { name: 'Pay', kind: 'money' },
];

describe('ReportTable', () => {
  it('formats each kind of figure the way a US reader expects', () => {
    expect(formatCell(2875, 'money')).toBe('$2,875.00');
    expect(formatCell(1234567.891, 'money')).toBe('$1,234,567.89');
    expect(formatCell(12345.67, 'miles')).toBe('12,345.7');
    expect(formatCell(1200, 'count')).toBe('1,200');
    expect(formatCell(42, 'percent')).toBe('42%');
    expect(formatCell(3.75, 'percent')).toBe('3.8%');
    expect(formatCell(null, 'money')).toBe('');
    expect(formatCell('Ann Lee')).toBe('Ann Lee');
  });

  it('sums the figure columns and leaves a column no one may see empty', () => {
    const rows = [
      ['Ann', 2, 1000.25, null],
      ['Bo', 1, 500.5, null],
    ];
    expect(totalsOf(COLUMNS, rows)).toEqual(['Total', 3, 1500.75, null]);
    expect(totalsOf(COLUMNS, rows, { 3: 'n/a' })).toEqual(['Total', 3, 1500.75, 'n/a']);
  });

  it('shows the totals row under the rows, numbers right-aligned', () => {
    const rows = [
      ['Ann', 2, 1000.25, 1500],
      ['Bo', 1, 500.5, 250.1],
    ];
    renderInArea(
      <ReportTable
        caption="Drivers, 2026"
        columns={COLUMNS}
        rows={rows}
        totals={totalsOf(COLUMNS, rows)}
        empty="No drivers yet."
      />,
    );
    const table = screen.getByRole('table', { name: 'Drivers, 2026' });
    const footer = within(table).getAllByRole('rowgroup')[2]!;
    expect(within(footer).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(
      within(footer)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1,500.8', '$1,750.10']);
    for (const name of ['Trips', 'Miles', 'Pay'])
      expect(within(table).getByRole('columnheader', { name })).toHaveClass('number');
    expect(within(table).getByRole('columnheader', { name: 'Driver' })).not.toHaveClass('number');
    expect(within(table).getByRole('cell', { name: '$1,500.00' })).toHaveClass('number');
  });

  it('says so when there is nothing to show', () => {
    renderInArea(
      <ReportTable caption="Drivers" columns={COLUMNS} rows={[]} empty="No drivers yet." />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No drivers yet.')).toBeInTheDocument();
  });
});
