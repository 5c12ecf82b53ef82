import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { UndoProvider } from '../../shared/UndoNotice';
import { InvoicesTab } from './InvoicesTab';

const base = {
  customer: 'Acme',
  pickupLocation: 'A, IL',
  deliveryLocation: 'B, TX',
  pickupDate: '2026-05-01',
  deliveryDate: '2026-05-02',
  isAssignedToTrip: true,
};
const loads = [
  { ...base, id: '1'.repeat(24), loadNumber: 'LD-1', rate: 2500, status: 'in_transit' },
  { ...base, id: '2'.repeat(24), loadNumber: 'LD-2', rate: 900, status: 'planned' },
];

const invoice = {
  id: '5'.repeat(24),
  invoiceNumber: 'INV-9',
  customerName: 'Acme',
  customerEmail: 'ap@acme.example',
  remitTo: { name: 'Haulers', address: '1 Main', city: 'Dallas', state: 'TX', zipCode: '75201' },
  loads: [
    {
      id: loads[0]!.id,
      loadNumber: 'LD-1',
      rate: 2500,
      pickupLocation: 'A',
      deliveryLocation: 'B',
    },
  ],
  totalAmount: 2500,
  amountPaid: 0,
  balanceDue: 2500,
  status: 'unpaid',
  payments: [],
  attachments: ['Invoice-INV-9.pdf', 'BOL-LD-1.pdf'],
  documentIds: ['6'.repeat(24)],
  sentAt: null,
  paidAt: null,
  createdAt: '2026-05-01T00:00:00.000Z',
};

/** A page of loads to invoice, as the server answers it. */
const invoiceable = (items: unknown[], total = items.length) => ({
  body: { items, total, nextCursor: null },
});

function renderTab(invoices: unknown[] = [], path = '/fleetfolio/invoices') {
  const calls = stubFetch((method, url) => {
    if (url.endsWith('/mark-paid')) {
      return { body: { paid: [{ id: invoice.id, invoiceNumber: 'INV-9' }], skipped: [] } };
    }
    if (method !== 'GET') return { status: 201, body: {} };
    if (url.endsWith('/next-number')) return { body: { invoiceNumber: 'INV-0004' } };
    if (url.includes('/invoices/page')) {
      return { body: { items: invoices, total: invoices.length, nextCursor: null } };
    }
    if (url.includes('/invoices/invoiceable-loads')) return invoiceable([loads[0]]);
    return { body: invoices };
  });
  return { ...renderInArea(<InvoicesTab />, { path }), calls };
}

describe('InvoicesTab', () => {
  it('shows the spec empty text', async () => {
    renderTab();
    expect(
      await screen.findByText(
        'No invoices created yet. Complete a load and create your first invoice.',
      ),
    ).toBeInTheDocument();
  });

  it('suggests the next number, offers the loads the server says can be invoiced, and sends the invoice', async () => {
    const { calls, services } = renderTab();
    await screen.findByText(/No invoices created yet/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Invoice' });
    const select = await within(dialog).findByLabelText(/Select Load/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a load', 'LD-1 - $2,500.00']);
    const number = within(dialog).getByLabelText(/Invoice Number/);
    await waitFor(() => expect(number).toHaveValue('INV-0004'));
    await userEvent.clear(number);
    await userEvent.type(number, 'INV-1');
    await userEvent.selectOptions(select, loads[0]!.id);
    expect(within(dialog).getByLabelText(/Invoice Amount/)).toHaveValue(2500);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText(/No invoices created yet/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      invoiceNumber: 'INV-1',
      loadId: loads[0]!.id,
      amount: 2500,
    });
    // One page of the loads to invoice, not every invoice and every load.
    expect(calls.map((call) => call.url)).toContain(
      '/api/fleetfolio/invoices/invoiceable-loads?limit=50',
    );
    const reads = calls.filter((call) => call.method === 'GET').map((call) => call.url);
    expect(reads).not.toContain('/api/fleetfolio/invoices');
    expect(reads).not.toContain('/api/fleetfolio/loads');
    expect(within(dialog).queryByRole('searchbox', { name: 'Find a Load' })).toBeNull();
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Invoice Created',
      description: 'New invoice has been created successfully.',
    });
  });

  it('sends one invoice from a double click on Create, the button disabled while it is sent', async () => {
    const { calls } = renderTab();
    const answer = global.fetch;
    let release = () => undefined as void;
    const sent = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') await sent;
      return answer(url, init);
    }) as unknown as typeof fetch;
    await screen.findByText(/No invoices created yet/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Invoice' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Invoice Number/)).toHaveValue('INV-0004'),
    );
    await userEvent.selectOptions(
      await within(dialog).findByLabelText(/Select Load/),
      loads[0]!.id,
    );
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await userEvent.dblClick(create);
    await waitFor(() => expect(create).toBeDisabled());
    await userEvent.click(create);
    release();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says the loads to invoice could not be read instead of an empty select, and Retry lists them', async () => {
    let loadReads = 0;
    stubFetch((_method, url) => {
      if (url.endsWith('/next-number')) return { body: { invoiceNumber: 'INV-0004' } };
      if (url.includes('/invoices/page'))
        return { body: { items: [], total: 0, nextCursor: null } };
      if (url.includes('/invoiceable-loads')) {
        return loadReads++ === 0 ? NETWORK_FAILURE() : invoiceable([loads[0]]);
      }
      return { body: [] };
    });
    renderInArea(<InvoicesTab />, { path: '/fleetfolio/invoices' });
    await screen.findByText(/No invoices created yet/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Invoice' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(within(dialog).queryByLabelText(/Select Load/)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const select = await within(dialog).findByLabelText(/Select Load/);
    expect(within(select).getByRole('option', { name: 'LD-1 - $2,500.00' })).toBeInTheDocument();
  });

  it('searches the loads to invoice on the server when it shows only some, keeping the one chosen', async () => {
    const later = { ...loads[0]!, id: '3'.repeat(24), loadNumber: 'LD-77', rate: 700 };
    const calls = stubFetch((_method, url) => {
      if (url.endsWith('/next-number')) return { body: { invoiceNumber: 'INV-0004' } };
      if (url.includes('/invoices/page'))
        return { body: { items: [], total: 0, nextCursor: null } };
      if (url.includes('q=LD-77')) return invoiceable([later]);
      if (url.includes('q=nothing')) return invoiceable([]);
      return invoiceable([loads[0]], 120);
    });
    renderInArea(<InvoicesTab />, { path: '/fleetfolio/invoices' });
    await screen.findByText(/No invoices created yet/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Invoice' });
    const select = await within(dialog).findByLabelText(/Select Load/);
    expect(select).toHaveAccessibleDescription('Showing 1 of 120, the latest deliveries first.');
    await userEvent.selectOptions(select, loads[0]!.id);
    const search = within(dialog).getByRole('searchbox', { name: 'Find a Load' });
    await userEvent.type(search, 'LD-77{Enter}');
    expect(await within(select).findByRole('option', { name: 'LD-77 - $700.00' })).toBeVisible();
    expect(calls.map((call) => call.url)).toContain(
      '/api/fleetfolio/invoices/invoiceable-loads?q=LD-77&limit=50',
    );
    // The chosen load stays chosen, and Enter in the search sent no invoice.
    expect(select).toHaveValue(loads[0]!.id);
    expect(within(select).getByRole('option', { name: 'LD-1 - $2,500.00' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing{Enter}');
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription('No load to invoice matches this search.'),
    );
  });

  it('emails an invoice in two clicks, showing the recipient and the attachments first', async () => {
    const { calls } = renderTab([invoice]);
    await userEvent.click(await screen.findByRole('link', { name: 'INV-9' }));
    const card = await screen.findByRole('listitem', { name: 'Invoice INV-9' });
    expect(within(card).getByText('Unpaid')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Email Invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Email Invoice INV-9' });
    expect(within(dialog).getByText(/ap@acme\.example/)).toBeInTheDocument();
    const attachments = within(dialog).getByRole('list', { name: 'Attachments' });
    expect(
      within(attachments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Invoice-INV-9.pdf', 'BOL-LD-1.pdf']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(
      `/api/fleetfolio/invoices/${invoice.id}/send`,
    );
  });

  it('lists invoices in a table with labels, money and the count, sorted and filtered by the server', async () => {
    const paid = { ...invoice, id: '7'.repeat(24), invoiceNumber: 'INV-10', status: 'paid' };
    const { calls } = renderTab([invoice, paid]);
    const table = await screen.findByRole('table', { name: /All Invoices/ });
    expect(within(table).getByRole('cell', { name: 'Unpaid' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: '$2,500.00' }).length).toBeGreaterThan(0);
    expect(table).toHaveTextContent(/2 of 2 invoices/);
    await userEvent.click(within(table).getByRole('button', { name: /Total/ }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContainEqual(
        expect.stringMatching(/\/invoices\/page\?status=paid&sort=totalAmount&dir=asc&limit=25$/),
      ),
    );
  });

  it('reads the filters and the open invoice from the address', async () => {
    const { calls } = renderTab(
      [invoice],
      `/fleetfolio/invoices?status=unpaid&invoice=${invoice.id}`,
    );
    expect(await screen.findByRole('listitem', { name: 'Invoice INV-9' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('unpaid');
    expect(calls.map((call) => call.url)).toContainEqual(
      expect.stringMatching(/\/invoices\/page\?status=unpaid&/),
    );
  });

  it('marks the selected invoices paid and says what was done', async () => {
    const { calls, services } = renderTab([invoice]);
    await userEvent.click(await screen.findByRole('checkbox', { name: /invoice INV-9/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark 1 invoice paid' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/mark-paid'))?.body).toEqual({
        ids: [invoice.id],
      }),
    );
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Invoices Marked Paid',
      description: 'Marked 1 invoice paid.',
    });
  });

  it('deletes an invoice after asking, closes it and offers Undo, which restores it', async () => {
    const calls = stubFetch((method, url) => {
      if (method === 'DELETE') return { status: 204 };
      if (url.endsWith('/restore')) return { body: invoice };
      if (url.includes('/invoices/page'))
        return { body: { items: [invoice], total: 1, nextCursor: null } };
      return { body: invoice };
    });
    renderInArea(
      <UndoProvider>
        <InvoicesTab />
      </UndoProvider>,
      { path: `/fleetfolio/invoices?invoice=${invoice.id}` },
    );
    const card = await screen.findByRole('listitem', { name: 'Invoice INV-9' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete invoice INV-9' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Invoice' });
    expect(dialog).toHaveTextContent(
      'Delete invoice INV-9? Its loads can be invoiced again. You can undo it for 10 seconds.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Invoice' }));
    await waitFor(() => expect(card).not.toBeInTheDocument());
    expect(calls).toContainEqual(
      expect.objectContaining({ url: `/api/fleetfolio/invoices/${invoice.id}`, method: 'DELETE' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Undo deleting invoice INV-9' }),
    );
    expect(await screen.findByText('Restored invoice INV-9.')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        url: `/api/fleetfolio/invoices/${invoice.id}/restore`,
        method: 'POST',
      }),
    );
  });

  it('offers no Delete on an invoice with payments, and shows the API’s reason when it refuses', async () => {
    const payment = {
      id: '8'.repeat(24),
      paymentAmount: 100,
      factoringFees: 0,
      otherDeductions: 0,
      paidAt: '2026-05-02T00:00:00.000Z',
    };
    const withPayment = {
      ...invoice,
      id: '9'.repeat(24),
      invoiceNumber: 'INV-10',
      payments: [payment],
    };
    const reason =
      'Invoice INV-9 has a payment recorded: an invoice with payments cannot be deleted.';
    stubFetch((method, url) => {
      if (method === 'DELETE') return { status: 409, body: { message: reason } };
      if (url.includes('/invoices/page'))
        return { body: { items: [invoice, withPayment], total: 2, nextCursor: null } };
      return { body: [] };
    });
    const { services } = renderInArea(
      <UndoProvider>
        <InvoicesTab />
      </UndoProvider>,
      { path: `/fleetfolio/invoices?invoice=${withPayment.id}` },
    );
    const paid = await screen.findByRole('listitem', { name: 'Invoice INV-10' });
    expect(within(paid).getByRole('button', { name: 'Email Invoice' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /Delete/ })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'INV-9' }));
    const card = await screen.findByRole('listitem', { name: 'Invoice INV-9' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete invoice INV-9' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Invoice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Invoice' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith(
        expect.objectContaining({ description: reason }),
      ),
    );
    expect(card).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });
});
