import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInvoice } from '@freight/contracts';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { InvoicesTab } from './InvoicesTab';

const overdue: AdminInvoice = {
  id: 'i1',
  invoiceNumber: 'INV-OVERDUE001',
  shipmentId: 's1',
  shipmentNumber: 'FC-7KQ2M9XD',
  customerEmail: 'ops@acme.test',
  amount: 1200,
  dueDate: '2026-10-01T00:00:00.000Z',
  status: 'overdue',
  paidAt: null,
  notes: '',
  createdAt: '2026-09-01T00:00:00.000Z',
};

const FIRST = 'GET /api/admin/invoices?sort=createdAt&dir=desc&limit=25';
const page = (items: AdminInvoice[]) => ({
  body: { items, total: items.length, nextCursor: null },
});
const pending: AdminInvoice = {
  ...overdue,
  id: 'i2',
  invoiceNumber: 'INV-PENDING002',
  status: 'pending',
  amount: 800,
};
const paid: AdminInvoice = { ...overdue, id: 'i3', invoiceNumber: 'INV-PAID003', status: 'paid' };

describe('InvoicesTab', () => {
  it('says when no invoice was issued', async () => {
    stubFetch({ [FIRST]: page([]) });
    renderInArea(<InvoicesTab />, { path: '/admin/invoices' });
    expect(await screen.findByText('No invoices yet.')).toBeVisible();
  });

  it('lists overdue invoices, opens one and records its payment', async () => {
    const calls = stubFetch({
      [FIRST]: page([]),
      'GET /api/admin/invoices?status=overdue&sort=createdAt&dir=desc&limit=25': page([overdue]),
      'PATCH /api/admin/invoices/i1/paid': { body: { ...overdue, status: 'paid' } },
    });
    const services = renderInArea(<InvoicesTab />, { path: '/admin/invoices' }).services;
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'overdue');
    const row = (await screen.findByRole('link', { name: 'INV-OVERDUE001' })).closest('tr')!;
    expect(row).toHaveTextContent('Overdue');
    expect(within(row).getByRole('cell', { name: '$1,200.00' })).toHaveAttribute(
      'data-align',
      'end',
    );
    await userEvent.click(within(row).getByRole('link', { name: 'INV-OVERDUE001' }));
    const card = await screen.findByRole('article', { name: 'Invoice INV-OVERDUE001' });
    expect(card).toHaveTextContent('10/01/2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark Paid INV-OVERDUE001' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Invoice Paid',
      description: 'Invoice INV-OVERDUE001 is marked paid.',
    });
    expect(calls.map((call) => call.key)).toContain('PATCH /api/admin/invoices/i1/paid');
  });

  it('marks the selected unpaid invoices paid together and says what was done', async () => {
    const calls = stubFetch({
      [FIRST]: page([overdue, pending, paid]),
      'POST /api/admin/invoices/paid': {
        body: {
          paid: 1,
          results: [
            { id: 'i1', outcome: 'paid' },
            { id: 'i2', outcome: 'already_paid' },
          ],
        },
      },
    });
    const services = renderInArea(<InvoicesTab />, { path: '/admin/invoices' }).services;
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all 3 shown invoices' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark 2 paid' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Invoices Paid',
      description: '1 invoice marked paid. 1 already paid, cancelled or gone.',
    });
    const posted = calls.find((call) => call.key === 'POST /api/admin/invoices/paid');
    expect(posted?.body).toEqual({ ids: ['i1', 'i2'] });
    expect(screen.queryByRole('group', { name: 'Selected rows' })).toBeNull();
  });

  it('opens an invoice from its address alone, reading it by id when no page holds it', async () => {
    const calls = stubFetch({
      [FIRST]: page([pending]),
      'GET /api/admin/invoices/i1': { body: overdue },
    });
    const user = userEvent.setup();
    const { history } = renderInArea(<InvoicesTab />, { path: '/admin/invoices?invoice=i1' });
    const card = await screen.findByRole('article', { name: 'Invoice INV-OVERDUE001' });
    expect(card).toHaveTextContent('Overdue');
    expect(within(card).getByRole('button', { name: 'Mark Paid INV-OVERDUE001' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close invoice' }));
    expect(history.url).toBe('/admin/invoices');
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(await screen.findByRole('link', { name: 'INV-PENDING002' }));
    expect(await screen.findByRole('article', { name: 'Invoice INV-PENDING002' })).toBeVisible();
    expect(calls.map((call) => call.key)).not.toContain('GET /api/admin/invoices/i2');
  });

  it('says an opened invoice could not be read when the service is down, with Retry, and when it is gone', async () => {
    stubFetch({
      [FIRST]: page([]),
      'GET /api/admin/invoices/i1': [NETWORK_FAILURE, { body: overdue }],
      'GET /api/admin/invoices/i9': { status: 404, body: { message: 'Invoice not found' } },
    });
    const view = renderInArea(<InvoicesTab />, { path: '/admin/invoices?invoice=i1' });
    const panel = await screen.findByRole('region', { name: 'Invoice' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(alert).not.toHaveTextContent('Invoice not found');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Invoice INV-OVERDUE001' })).toBeVisible();
    view.unmount();

    renderInArea(<InvoicesTab />, { path: '/admin/invoices?invoice=i9' });
    const gone = await screen.findByRole('region', { name: 'Invoice' });
    await waitFor(() =>
      expect(within(gone).getByRole('alert')).toHaveTextContent('Invoice not found'),
    );
    expect(within(gone).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
