import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { CustomersPanel } from './CustomersPanel';

const acme = {
  id: '4'.repeat(24),
  customerName: 'Acme Foods',
  customerType: 'customer',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  notes: '',
};

const { id, ...fields } = acme;

describe('CustomersPanel', () => {
  it('edits a customer of the address book and sends every field', async () => {
    const calls = stubFetch((method) => (method === 'GET' ? { body: [acme] } : { body: acme }));
    renderInArea(<CustomersPanel />, { path: '/fleetfolio' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Acme Foods' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Customer' });
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'ap@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await screen.findByRole('button', { name: 'Edit Acme Foods' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/fleetfolio/customers/${id}`,
      body: { ...fields, email: 'ap@acme.example' },
    });
  });

  it('asks before deleting a customer and deletes it on confirmation', async () => {
    const calls = stubFetch((method) => (method === 'GET' ? { body: [acme] } : { status: 204 }));
    renderInArea(<CustomersPanel />, { path: '/fleetfolio' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Acme Foods' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Delete Customer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Customer' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ url: `/api/fleetfolio/customers/${id}`, method: 'DELETE' }),
      ),
    );
  });
});
