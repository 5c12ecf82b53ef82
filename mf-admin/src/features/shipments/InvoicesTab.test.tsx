import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInvoice } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { InvoicesTab, NO_INVOICES } from './InvoicesTab';

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

describe('InvoicesTab', () => {
  it('says when no invoice was issued', async () => {
    stubFetch({ 'GET /api/admin/invoices': { body: [] } });
    renderInArea(<InvoicesTab />);
    expect(await screen.findByText(NO_INVOICES)).toBeVisible();
  });

  it('lists overdue invoices and records a payment', async () => {
    const calls = stubFetch({
      'GET /api/admin/invoices': { body: [] },
      'GET /api/admin/invoices?status=overdue': { body: [overdue] },
      'PATCH /api/admin/invoices/i1/paid': { body: { ...overdue, status: 'paid' } },
    });
    const services = renderInArea(<InvoicesTab />).services;
    await userEvent.selectOptions(screen.getByLabelText('Filter invoices by status'), 'overdue');
    const card = await screen.findByRole('article', { name: 'Invoice INV-OVERDUE001' });
    expect(card).toHaveTextContent('Overdue');
    expect(card).toHaveTextContent('$1,200.00');
    expect(card).toHaveTextContent('10/01/2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark Paid INV-OVERDUE001' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Invoice Paid',
      description: 'Invoice INV-OVERDUE001 is marked paid.',
    });
    expect(calls.map((call) => call.key)).toContain('PATCH /api/admin/invoices/i1/paid');
  });
});
