import { screen, within } from '@testing-library/react';
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

describe('ShipmentsTab', () => {
  it('says when there are no shipments and filters by status', async () => {
    const calls = stubFetch({
      'GET /api/admin/shipments': { body: [] },
      'GET /api/admin/shipments?status=delivered': { body: [] },
    });
    renderInArea(<ShipmentsTab />);
    expect(await screen.findByText(NO_SHIPMENTS)).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Filter by status'), 'delivered');
    expect(await screen.findByText('Nothing matches these filters')).toBeVisible();
    expect(calls.map((call) => call.key)).toContain('GET /api/admin/shipments?status=delivered');
  });

  it('opens a shipment with its timeline, posts an update and marks an invoice paid', async () => {
    const calls = stubFetch({
      'GET /api/admin/shipments': { body: [inTransit] },
      'GET /api/admin/shipments/s1': { body: inTransit },
      'POST /api/admin/shipments/s1/updates': {
        status: 201,
        body: { ...inTransit, status: 'delivered' },
      },
      'PATCH /api/admin/invoices/i1/paid': { body: { ...inTransit.invoices[0], status: 'paid' } },
    });
    const services = renderInArea(<ShipmentsTab />).services;
    await userEvent.click(await screen.findByRole('button', { name: 'Manage FC-7KQ2M9XD' }));
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
});
