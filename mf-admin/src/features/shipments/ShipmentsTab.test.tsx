import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { NO_SHIPMENTS, ShipmentsTab } from './ShipmentsTab';
import { sampleShipment } from './testing';

const inTransit = {
  ...sampleShipment,
  status: 'in_transit' as const,
  updates: [
    {
      id: 'u1',
      status: 'in_transit' as const,
      location: 'Springfield, MO',
      notes: '',
      timestamp: '2026-12-01T12:00:00.000Z',
      createdBy: 'staff',
    },
  ],
  invoices: [
    {
      id: 'i1',
      invoiceNumber: 'INV-ABCDEFGH12',
      shipmentId: 's1',
      shipmentNumber: sampleShipment.shipmentNumber,
      customerEmail: 'ops@acme.test',
      amount: 2450.5,
      dueDate: '2026-12-31T00:00:00.000Z',
      status: 'pending' as const,
      paidAt: null,
      notes: '',
      createdAt: '2026-12-01T00:00:00.000Z',
    },
  ],
};

const FIRST = 'GET /api/admin/shipments?sort=createdAt&dir=desc&limit=25';
const page = (items: unknown[], total = items.length, nextCursor: string | null = null) => ({
  body: { items, total, nextCursor },
});

describe('ShipmentsTab', () => {
  it('says when there are no shipments, and when none match a status', async () => {
    const calls = stubFetch({
      [FIRST]: page([]),
      'GET /api/admin/shipments?status=delivered&sort=createdAt&dir=desc&limit=25': page([]),
    });
    const { history } = renderInArea(<ShipmentsTab />, { path: '/admin/shipments' });
    expect(await screen.findByText(NO_SHIPMENTS)).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    expect(await screen.findByText('No shipments match these filters.')).toBeVisible();
    expect(history.url).toBe('/admin/shipments?status=delivered');
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/admin/shipments?status=delivered&sort=createdAt&dir=desc&limit=25',
    );
  });

  it('is a table with labels and a count; sorting, searching and Load more ask the server', async () => {
    const shipments = (from: number, count: number) =>
      Array.from({ length: count }, (_, offset) => ({
        ...inTransit,
        id: `s${from + offset}`,
        shipmentNumber: `FC-0000${from + offset}`,
      }));
    const calls = stubFetch({
      [FIRST]: page(shipments(1, 25), 26, 'c25'),
      'GET /api/admin/shipments?sort=createdAt&dir=desc&cursor=c25&limit=25': page(
        shipments(26, 1),
        26,
      ),
      'GET /api/admin/shipments?sort=estimatedDeliveryDate&dir=asc&limit=25': page(shipments(1, 1)),
      'GET /api/admin/shipments?q=acme&sort=estimatedDeliveryDate&dir=asc&limit=25': page([]),
    });
    const user = userEvent.setup();
    const { history } = renderInArea(<ShipmentsTab />, { path: '/admin/shipments' });
    const table = await screen.findByRole('table', {
      name: /Shipments — Showing 25 of 26 shipments/,
    });
    const row = within(table).getByRole('link', { name: 'FC-00001' }).closest('tr')!;
    expect(within(row).getByText('In Transit')).toBeVisible();
    expect(within(row).queryByText('in_transit')).toBeNull();
    expect(within(row).getByText('Chicago, IL → Dallas, TX')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more shipments' }));
    expect(await screen.findByRole('link', { name: 'FC-000026' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Estimated delivery/ }));
    await waitFor(() =>
      expect(history.url).toBe('/admin/shipments?sort=estimatedDeliveryDate&dir=asc'),
    );
    await user.type(
      screen.getByLabelText('Search by number, customer, driver, truck or address'),
      'acme',
    );
    expect(await screen.findByText('No shipments match these filters.')).toBeVisible();
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/admin/shipments?q=acme&sort=estimatedDeliveryDate&dir=asc&limit=25',
    );
  });

  it('opens a shipment from its row into the address, posts an update and marks an invoice paid', async () => {
    const calls = stubFetch({
      [FIRST]: page([inTransit]),
      'GET /api/admin/shipments/s1': { body: inTransit },
      'POST /api/admin/shipments/s1/updates': {
        status: 201,
        body: { ...inTransit, status: 'delivered' },
      },
      'PATCH /api/admin/invoices/i1/paid': { body: { ...inTransit.invoices[0], status: 'paid' } },
    });
    const { services, history } = renderInArea(<ShipmentsTab />, { path: '/admin/shipments' });
    await userEvent.click(await screen.findByRole('link', { name: 'FC-7KQ2M9XD' }));
    expect(history.url).toBe('/admin/shipments?shipment=s1');
    const dialog = await screen.findByRole('dialog', { name: 'Shipment FC-7KQ2M9XD' });
    const timeline = within(dialog).getByRole('list', { name: 'Shipment updates' });
    expect(timeline).toHaveTextContent('In Transit');
    expect(timeline).toHaveTextContent('Springfield, MO');

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Status/), 'delivered');
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Dallas, TX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Update' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Update Posted',
      description: 'FC-7KQ2M9XD is now Delivered.',
    });
    const posted = calls.find((call) => call.key === 'POST /api/admin/shipments/s1/updates');
    expect(posted?.body).toEqual({ status: 'delivered', location: 'Dallas, TX', notes: '' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid INV-ABCDEFGH12' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Invoice Paid',
      description: 'Invoice INV-ABCDEFGH12 is marked paid.',
    });
  });

  it('says an opened shipment could not be read when the service is down, and Retry opens it', async () => {
    stubFetch({
      [FIRST]: page([]),
      'GET /api/admin/shipments/s1': [{ status: 503 }, { body: inTransit }],
    });
    renderInArea(<ShipmentsTab />, { path: '/admin/shipments?shipment=s1' });
    const dialog = await screen.findByRole('dialog', { name: 'Shipment' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(within(dialog).queryByText('Shipment not found')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Shipment FC-7KQ2M9XD' })).toBeVisible();
  });

  it('opens a shipment from its address alone and closing it leaves the address', async () => {
    stubFetch({ [FIRST]: page([]), 'GET /api/admin/shipments/s1': { body: inTransit } });
    const { history } = renderInArea(<ShipmentsTab />, { path: '/admin/shipments?shipment=s1' });
    const dialog = await screen.findByRole('dialog', { name: 'Shipment FC-7KQ2M9XD' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(history.url).toBe('/admin/shipments'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before Escape throws away an update being typed, and closes at once when none is', async () => {
    stubFetch({ [FIRST]: page([]), 'GET /api/admin/shipments/s1': { body: inTransit } });
    const { history } = renderInArea(<ShipmentsTab />, { path: '/admin/shipments?shipment=s1' });
    const dialog = await screen.findByRole('dialog', { name: 'Shipment FC-7KQ2M9XD' });
    await userEvent.type(within(dialog).getByLabelText('Location'), 'Dallas');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: /Discard what you entered/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Dallas');

    await userEvent.clear(within(dialog).getByLabelText('Location'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(history.url).toBe('/admin/shipments'));
  });
});
