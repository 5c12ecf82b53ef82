import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../ThemeProvider';
import { DataTable, type DataTableProps } from './DataTable';
import { rowsToCsv } from './csv';
import { SEARCH_PAUSE_MS } from './TableFilters';
import type { DataTableColumn, TableSort } from './types';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  status: string;
}

const INVOICES: Invoice[] = [
  { id: '1', customer: 'Acme Freight', amount: 1250.5, status: 'Paid' },
  { id: '2', customer: 'Beta, "Steel"', amount: 90, status: 'Sent' },
  { id: '3', customer: 'Gamma Paper', amount: 400, status: 'Sent' },
];

const COLUMNS: DataTableColumn<Invoice>[] = [
  { key: 'customer', header: 'Customer', render: (row) => row.customer, sortable: true },
  {
    key: 'amount',
    header: 'Amount',
    render: (row) => `$${row.amount.toFixed(2)}`,
    csv: (row) => row.amount,
    sortable: true,
    align: 'end',
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <strong>{row.status}</strong>,
    csv: (row) => row.status,
  },
];

function renderTable(props: Partial<DataTableProps<Invoice>> = {}) {
  return render(
    <ThemeProvider>
      <DataTable<Invoice>
        title="Invoices"
        noun={{ one: 'invoice', other: 'invoices' }}
        columns={COLUMNS}
        rows={INVOICES}
        rowKey={(row) => row.id}
        rowLabel={(row) => `invoice for ${row.customer}`}
        total={1234}
        state="ready"
        onRetry={() => undefined}
        {...props}
      />
    </ThemeProvider>,
  );
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('DataTable', () => {
  it('is a table with a caption that counts the rows shown of all that match', () => {
    renderTable();
    const table = screen.getByRole('table', { name: /Invoices — Showing 3 of 1,234 invoices/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'data-align',
      'end',
    );
  });

  it('sorts by a header button: aria-sort shows the order and a click asks for the other', async () => {
    const onSortChange = jest.fn();
    function Sorted() {
      const [sort, setSort] = useState<TableSort>({ key: 'customer', dir: 'asc' });
      return (
        <DataTable<Invoice>
          title="Invoices"
          noun={{ one: 'invoice', other: 'invoices' }}
          columns={COLUMNS}
          rows={INVOICES}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.customer}
          state="ready"
          onRetry={() => undefined}
          sort={sort}
          onSortChange={(next) => {
            onSortChange(next);
            setSort(next);
          }}
        />
      );
    }
    render(
      <ThemeProvider>
        <Sorted />
      </ThemeProvider>,
    );
    const customer = screen.getByRole('columnheader', { name: /Customer/ });
    expect(customer).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Customer/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'customer', dir: 'desc' });
    expect(customer).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', dir: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(customer).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: /Status/ })).not.toBeInTheDocument();
  });

  it('sends the search after typing rests, and the status and dates at once', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSearch = jest.fn();
    const onStatus = jest.fn();
    const onDates = jest.fn();
    renderTable({
      filters: {
        search: { label: 'Search invoices', value: '', onChange: onSearch },
        status: {
          label: 'Status',
          value: '',
          options: [
            { value: 'sent', label: 'Sent' },
            { value: 'paid', label: 'Paid' },
          ],
          onChange: onStatus,
        },
        dateRange: {
          fromLabel: 'Issued from',
          toLabel: 'Issued to',
          from: '',
          to: '',
          onChange: onDates,
        },
      },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'acme');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('acme');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    expect(onStatus).toHaveBeenCalledWith('paid');
    expect(screen.getByRole('option', { name: 'All statuses' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Issued from'), '2026-11-01');
    expect(onDates).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '' });
    expect(screen.getByLabelText('Issued to')).toHaveAttribute('type', 'date');
    jest.useRealTimers();
  });

  it('selects every row shown, offers the bulk actions for them and clears', async () => {
    const markPaid = jest.fn();
    renderTable({
      selectable: true,
      bulkActions: (selected, clear) => (
        <button
          type="button"
          onClick={() => {
            markPaid(selected.map((row) => row.id));
            clear();
          }}
        >
          Mark paid
        </button>
      ),
    });
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select invoice for Gamma Paper' }));
    const all = screen.getByRole('checkbox', { name: 'Select all 3 shown invoices' });
    expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'Selected rows' })).toHaveTextContent('3 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(markPaid).toHaveBeenCalledWith(['1', '2', '3']);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument();
  });

  it('exports the selected rows as CSV through a download', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTable({ selectable: true, csvFileName: 'invoices.csv' });
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select invoice for Beta, "Steel"' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export selected as CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const csv = 'Customer,Amount,Status\r\n"Beta, ""Steel""",90,Sent';
    // The file starts with the 3-byte UTF-8 BOM (for Excel), which the reader leaves out.
    expect(created[0]!.size).toBe(3 + csv.length);
    expect(await textOf(created[0]!)).toBe(csv);
    click.mockRestore();
  });

  it('opens a row from a link in its first cell, by keyboard too', async () => {
    const onOpen = jest.fn();
    renderTable({ open: { href: (row) => `/admin/invoices?open=${row.id}`, onOpen } });
    const link = screen.getByRole('link', { name: 'Gamma Paper' });
    expect(link).toHaveAttribute('href', '/admin/invoices?open=3');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(INVOICES[2]);
  });

  it('loads more rows with a button that says when it is busy', async () => {
    const onLoadMore = jest.fn();
    const { rerender } = renderTable({ hasMore: true, onLoadMore });
    await userEvent.click(screen.getByRole('button', { name: 'Load more invoices' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <ThemeProvider>
        <DataTable<Invoice>
          title="Invoices"
          noun={{ one: 'invoice', other: 'invoices' }}
          columns={COLUMNS}
          rows={INVOICES}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.customer}
          state="ready"
          onRetry={() => undefined}
          hasMore
          loadingMore
          onLoadMore={onLoadMore}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Loading more invoices…' })).toBeDisabled();
  });

  it('says the service could not be reached, never that there are no records, and retries', async () => {
    const onRetry = jest.fn();
    renderTable({ rows: [], state: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not load invoices: the service could not be reached.',
    );
    expect(screen.queryByText(/No invoices/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says the server's reason for a refusal (a 4xx), not that the service was unreachable", () => {
    renderTable({ state: 'error', refusal: 'Cursor is not valid: reload the list' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load invoices. Cursor is not valid: reload the list. The rows below may be out of date.',
    );
    expect(alert).not.toHaveTextContent('could not be reached');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps rows already shown when a later request fails, marked as possibly out of date', () => {
    renderTable({ state: 'error', onRetry: jest.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('may be out of date');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('says it is loading, then whether nothing exists or nothing matches', () => {
    const { unmount } = renderTable({ rows: [], state: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices…');
    unmount();
    const empty = renderTable({ rows: [], total: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('No invoices yet.');
    empty.unmount();
    renderTable({ rows: [], total: 0, filtered: true });
    expect(screen.getByRole('status')).toHaveTextContent('No invoices match these filters.');
  });

  it("says a list's own empty text when nothing is filtered", () => {
    const none = 'No invoices issued yet. Issue one from a shipment.';
    const noun = { one: 'invoice', other: 'invoices', none };
    const empty = renderTable({ rows: [], total: 0, noun });
    expect(screen.getByRole('status')).toHaveTextContent(none);
    empty.unmount();
    renderTable({ rows: [], total: 0, noun, filtered: true });
    expect(screen.getByRole('status')).toHaveTextContent('No invoices match these filters.');
  });
});

describe('rowsToCsv', () => {
  it('writes csv values, plain text cells and leaves out cells that are neither', () => {
    const columns: DataTableColumn<Invoice>[] = [
      ...COLUMNS,
      { key: 'badge', header: 'Badge', render: (row) => <em>{row.status}</em> },
    ];
    expect(rowsToCsv(columns, INVOICES.slice(0, 1))).toBe(
      'Customer,Amount,Status\r\nAcme Freight,1250.5,Paid',
    );
    expect(
      rowsToCsv(columns, [{ id: '9', customer: 'Line\nbreak', amount: 1, status: '=cmd' }]),
    ).toBe('Customer,Amount,Status\r\n"Line\nbreak",1,"\'=cmd"');
  });
});

describe('DataTable on a phone', () => {
  it('lays rows out as cards labelled by their headers, in CSS only', () => {
    renderTable();
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toMatch(/@media \(max-width: ?639\.98px\)/);
    expect(css).toContain('content:attr(data-label)');
    expect(screen.getByRole('cell', { name: '$90.00' })).toHaveAttribute('data-label', 'Amount');
  });
});
