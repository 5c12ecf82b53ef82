import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '../../shared/testing';
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

function renderTab() {
  const calls = stubFetch((method, url) => {
    if (method !== 'GET') return { status: 201, body: {} };
    return { body: url.endsWith('/loads') ? loads : [] };
  });
  return { ...renderInArea(<InvoicesTab />), calls };
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

  it('offers only loads on the road, as number and rate, and sends the invoice', async () => {
    const { calls, services } = renderTab();
    await screen.findByText(/No invoices created yet/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Invoice' });
    const select = within(dialog).getByLabelText(/Select Load/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a load', 'LD-1 - $2,500.00']);
    await userEvent.type(within(dialog).getByLabelText(/Invoice Number/), 'INV-1');
    await userEvent.selectOptions(select, loads[0]!.id);
    expect(within(dialog).getByLabelText(/Invoice Amount/)).toHaveValue(2500);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText(/No invoices created yet/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      invoiceNumber: 'INV-1',
      loadId: loads[0]!.id,
      amount: 2500,
    });
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Invoice Created',
      description: 'New invoice has been created successfully.',
    });
  });
});
