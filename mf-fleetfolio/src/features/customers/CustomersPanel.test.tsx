import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { UndoProvider } from '../../shared/UndoNotice';
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

  it('offers Undo after the delete and restores the customer through the API', async () => {
    let deleted = false;
    const calls = stubFetch((method, url) => {
      if (method === 'DELETE') deleted = true;
      if (url.endsWith('/restore')) deleted = false;
      if (method === 'GET') return { body: deleted ? [] : [acme] };
      return method === 'DELETE' ? { status: 204 } : { body: acme };
    });
    renderInArea(
      <UndoProvider>
        <CustomersPanel />
      </UndoProvider>,
      { path: '/fleetfolio' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Acme Foods' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Customer' });
    expect(dialog).toHaveTextContent('You can undo it for 10 seconds.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Customer' }));
    expect(await screen.findByText('Deleted customer Acme Foods.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit Acme Foods' })).not.toBeInTheDocument(),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Undo deleting customer Acme Foods' }),
    );
    expect(await screen.findByText('Restored customer Acme Foods.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Acme Foods' })).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ url: `/api/fleetfolio/customers/${id}/restore`, method: 'POST' }),
    );
  });
});
