import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInvoice } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
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
});
