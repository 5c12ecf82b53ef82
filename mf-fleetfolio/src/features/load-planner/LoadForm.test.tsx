import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { LoadForm } from './LoadForm';

const ADDRESS_BOOK = [
  {
    id: 'c1',
    customerName: 'Lakeside Foods',
    customerType: 'customer',
    city: 'Chicago',
    state: 'IL',
  },
  {
    id: 'c2',
    customerName: 'Lake Mills Dairy',
    customerType: 'shipper',
    city: 'Madison',
    state: 'WI',
  },
  { id: 'c3', customerName: 'Acme Foods', customerType: 'consignee', city: 'Dallas', state: 'TX' },
];

/** The address book on GET, 201 on the load's POST. */
const carrierApi = (method: string) =>
  method === 'GET' ? { body: ADDRESS_BOOK } : { status: 201, body: {} };

const posts = <Call extends { method: string }>(calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET');

describe('LoadForm', () => {
  it('requires every field and sends nothing while one is missing', async () => {
    const calls = stubFetch(carrierApi);
    renderInArea(<LoadForm onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Load' }));
    for (const message of [
      'Load number is required',
      'Customer is required',
      'Pickup location is required',
      'Delivery location is required',
      'Pickup date is required',
      'Delivery date is required',
      'Rate is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(posts(calls)).toHaveLength(0);
  });

  it('posts a complete load with a numeric rate and closes', async () => {
    const calls = stubFetch(carrierApi);
    const onClose = jest.fn();
    const { services } = renderInArea(<LoadForm onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/Load Number/), 'LD-7');
    await userEvent.type(screen.getByLabelText(/Customer/), 'Acme Foods');
    await userEvent.type(screen.getByLabelText(/Pickup Location/), 'Chicago, IL');
    await userEvent.type(screen.getByLabelText(/Delivery Location/), 'Dallas, TX');
    await userEvent.type(screen.getByLabelText(/Pickup Date/), '2026-03-01');
    await userEvent.type(screen.getByLabelText(/Delivery Date/), '2026-03-02');
    await userEvent.type(screen.getByLabelText(/Rate/), '1800.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Load' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        url: '/api/fleetfolio/loads',
        method: 'POST',
        body: {
          loadNumber: 'LD-7',
          customer: 'Acme Foods',
          pickupLocation: 'Chicago, IL',
          deliveryLocation: 'Dallas, TX',
          pickupDate: '2026-03-01',
          deliveryDate: '2026-03-02',
          rate: 1800.5,
        },
      }),
    ]);
    expect(services.toast.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Load Planned' }),
    );
  });

  it('suggests saved customers as the customer is typed, and the keyboard picks one', async () => {
    const calls = stubFetch(carrierApi);
    const onClose = jest.fn();
    renderInArea(<LoadForm onClose={onClose} />);
    const customer = screen.getByRole('combobox', { name: /Customer/ });
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/fleetfolio/customers')).toBe(true),
    );
    await userEvent.type(customer, 'lake');
    const list = await screen.findByRole('listbox', { name: 'Saved customers' });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Lakeside FoodsCustomer · Chicago, IL',
      'Lake Mills DairyShipper · Madison, WI',
    ]);
    expect(customer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(customer).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(customer).toHaveValue('Lake Mills Dairy');
    expect(customer).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'Saved customers' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes the suggestions on Escape without closing the dialog, and keeps free text', async () => {
    stubFetch(carrierApi);
    const onClose = jest.fn();
    renderInArea(<LoadForm onClose={onClose} />);
    const customer = screen.getByRole('combobox', { name: /Customer/ });
    await userEvent.type(customer, 'Foods');
    expect(await screen.findByRole('listbox', { name: 'Saved customers' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(customer).toHaveAttribute('aria-expanded', 'false');
    expect(customer).toHaveValue('Foods');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('fills pickup and delivery from the places of the address book, by click too', async () => {
    const calls = stubFetch(carrierApi);
    const onClose = jest.fn();
    renderInArea(<LoadForm onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/Load Number/), 'LD-8');
    await userEvent.type(screen.getByRole('combobox', { name: /Customer/ }), 'Acme');
    await userEvent.click(await screen.findByRole('option', { name: /Acme Foods/ }));
    await userEvent.type(screen.getByRole('combobox', { name: /Pickup Location/ }), 'chic');
    await userEvent.click(await screen.findByRole('option', { name: /Chicago, IL/ }));
    await userEvent.type(screen.getByRole('combobox', { name: /Delivery Location/ }), 'dal');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(screen.getByLabelText(/Pickup Date/), '2026-03-01');
    await userEvent.type(screen.getByLabelText(/Delivery Date/), '2026-03-02');
    await userEvent.type(screen.getByLabelText(/Rate/), '950');
    await userEvent.click(screen.getByRole('button', { name: 'Add Load' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)[0]?.body).toEqual(
      expect.objectContaining({
        customer: 'Acme Foods',
        pickupLocation: 'Chicago, IL',
        deliveryLocation: 'Dallas, TX',
      }),
    );
  });
});
