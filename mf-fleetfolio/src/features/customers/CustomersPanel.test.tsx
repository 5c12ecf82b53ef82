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
const page = (items: unknown[]) => ({ body: { items, total: items.length, nextCursor: null } });

describe('CustomersPanel', () => {
  it('edits a customer of the address book and sends every field', async () => {
    const calls = stubFetch((method) => (method === 'GET' ? page([acme]) : { body: acme }));
    renderInArea(<CustomersPanel />, { path: '/fleetfolio' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Acme Foods' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Customer' });
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'ap@acme.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit Acme Foods' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/fleetfolio/customers/${id}`,
      body: { ...fields, email: 'ap@acme.example' },
    });
  });

  it('asks before deleting a customer and deletes it on confirmation', async () => {
    const calls = stubFetch((method) => (method === 'GET' ? page([acme]) : { status: 204 }));
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
      if (method === 'GET') return page(deleted ? [] : [acme]);
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

  it('is a table with type labels, searched and sorted by the server from the address', async () => {
    const calls = stubFetch(() => page([acme]));
    renderInArea(<CustomersPanel />, { path: '/fleetfolio/settings-and-more?status=customer' });
    const table = await screen.findByRole('table', { name: /Customers/ });
    expect(within(table).getByRole('cell', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toHaveValue('customer');
    await userEvent.click(within(table).getByRole('button', { name: /City/ }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContainEqual(
        '/api/fleetfolio/customers/page?status=customer&sort=city&dir=asc&limit=25',
      ),
    );
  });

  it('opens the customer of a row in its edit form', async () => {
    stubFetch(() => page([acme]));
    renderInArea(<CustomersPanel />, { path: '/fleetfolio' });
    await userEvent.click(await screen.findByRole('link', { name: 'Acme Foods' }));
    expect(screen.getByRole('dialog', { name: 'Edit Customer' })).toBeInTheDocument();
  });
});
