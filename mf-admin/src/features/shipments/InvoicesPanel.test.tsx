import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInvoice, AdminShipment } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { InvoicesPanel } from './InvoicesPanel';
import { sampleShipment } from './testing';

const invoice = (id: string, amount: number, status: AdminInvoice['status']): AdminInvoice => ({
  id,
  invoiceNumber: `INV-${id}`,
  shipmentId: sampleShipment.id,
  shipmentNumber: sampleShipment.shipmentNumber,
  customerEmail: sampleShipment.customerEmail,
  amount,
  dueDate: '2026-12-31T00:00:00.000Z',
  status,
  paidAt: null,
  notes: '',
  createdAt: '2026-12-01T00:00:00.000Z',
});

const ISSUE = `POST /api/admin/shipments/${sampleShipment.id}/invoices`;

describe('InvoicesPanel', () => {
  it('offers what is left to invoice: the rate less the invoices not cancelled', () => {
    const shipment: AdminShipment = {
      ...sampleShipment,
      invoices: [invoice('A1', 2000, 'pending'), invoice('A2', 300, 'cancelled')],
    };
    renderInArea(<InvoicesPanel shipment={shipment} onDirtyChange={jest.fn()} />);
    expect(screen.getByLabelText(/^Amount/)).toHaveValue(450.5);
  });

  it('issues one invoice for a double click, then offers what is left of the rate', async () => {
    const calls = stubFetch({
      [ISSUE]: () => ({ body: invoice('B1', 2000, 'pending') }),
    });
    // The answer waits until the second click has landed.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const stubbed = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      await answered;
      return stubbed(...args);
    }) as unknown as typeof fetch;
    renderInArea(<InvoicesPanel shipment={sampleShipment} onDirtyChange={jest.fn()} />);
    expect(screen.getByLabelText(/^Amount/)).toHaveValue(2450.5);
    await userEvent.clear(screen.getByLabelText(/^Amount/));
    await userEvent.type(screen.getByLabelText(/^Amount/), '2000');
    await userEvent.type(screen.getByLabelText(/^Due Date/), '2099-01-31');

    await userEvent.dblClick(screen.getByRole('button', { name: 'Issue Invoice' }));
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
    answer();

    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveValue(450.5));
    expect(calls.map((call) => [call.key, call.body])).toEqual([
      [ISSUE, { amount: 2000, dueDate: expect.any(String) }],
    ]);
    expect(screen.getByRole('button', { name: 'Issue Invoice' })).toBeEnabled();
  });
});
