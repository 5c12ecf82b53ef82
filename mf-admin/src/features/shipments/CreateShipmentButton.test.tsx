import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminQuote } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { CreateShipmentButton } from './CreateShipmentButton';
import { sampleShipment } from './testing';

const quote: AdminQuote = {
  id: '0123456789abcdef01234567',
  companyName: 'Acme Freight',
  contactName: 'Ann',
  phone: '312-555-0101',
  email: 'ops@acme.test',
  pickupLocation: 'Chicago, IL',
  deliveryLocation: 'Dallas, TX',
  freightType: 'ftl',
  requestedDate: '2026-12-01',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  documents: [],
  history: [],
};

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Create Shipment' }));
  return screen.findByRole('dialog', { name: 'Create Shipment for Acme Freight' });
}

describe('CreateShipmentButton', () => {
  it('names the shipment a quote already became instead of offering another', () => {
    stubFetch(() => ({ body: {} }));
    const shipment = { id: 'f'.repeat(24), shipmentNumber: 'FC-7K3M9PQ2' };
    renderInArea(<CreateShipmentButton quote={{ ...quote, shipment }} />, { path: '/admin' });
    expect(screen.queryByRole('button', { name: 'Create Shipment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipment FC-7K3M9PQ2' })).toHaveAttribute(
      'href',
      `/admin/shipments?shipment=${'f'.repeat(24)}`,
    );
  });

  it('prefills the dialog from the quote and refuses a blank driver', async () => {
    const calls = stubFetch({});
    renderInArea(<CreateShipmentButton quote={quote} />);
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/^Pickup Address/)).toHaveValue('Chicago, IL');
    expect(within(dialog).getByLabelText(/^Delivery Address/)).toHaveValue('Dallas, TX');
    expect(within(dialog).getByLabelText(/^Estimated Pickup Date/)).toHaveValue('2026-12-01');
    expect(within(dialog).getByText(/ops@acme\.test/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Shipment' }));
    expect(await within(dialog).findByText('Driver name is required')).toBeVisible();
    expect(within(dialog).getByText('Rate is required')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Driver Name/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('gives every input the limit of the shipment schema', async () => {
    stubFetch({});
    renderInArea(<CreateShipmentButton quote={quote} />);
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/^Driver Name/)).toHaveAttribute('maxlength', '200');
    expect(within(dialog).getByLabelText(/^Driver Phone/)).toHaveAttribute('maxlength', '30');
    expect(within(dialog).getByLabelText(/^Notes for staff/)).toHaveAttribute('maxlength', '2000');
    expect(within(dialog).getByLabelText(/^Rate/)).toHaveAttribute('max', '10000000');
    expect(within(dialog).getByLabelText(/^Rate/)).toHaveAttribute('step', '0.01');
    expect(within(dialog).getByLabelText(/^Trailer Number/)).not.toHaveAttribute('aria-required');
  });

  it("shows the API's friendly message of a refused shipment on its field", async () => {
    const message = 'Estimated delivery must not be before estimated pickup';
    stubFetch({
      'POST /api/admin/shipments': {
        status: 400,
        body: { message, errors: { estimatedDeliveryDate: message } },
      },
    });
    const services = renderInArea(<CreateShipmentButton quote={quote} />).services;
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Driver Name/), 'Sam Driver');
    await userEvent.type(within(dialog).getByLabelText(/^Driver Phone/), '312-555-0100');
    await userEvent.type(within(dialog).getByLabelText(/^Truck Number/), 'T-42');
    await userEvent.type(within(dialog).getByLabelText(/^Rate/), '2450.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Shipment' }));
    expect(await within(dialog).findByText(message)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText(/^Estimated Delivery Date/)).toHaveFocus();
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Shipment Not Created',
      description: message,
      variant: 'destructive',
    });
  });

  it('asks before Escape discards a shipment being typed', async () => {
    stubFetch({});
    renderInArea(<CreateShipmentButton quote={quote} />);
    let dialog = await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Driver Name/), 'Sam');
    await userEvent.keyboard('{Escape}');
    expect(
      within(dialog).getByRole('alertdialog', { name: /Discard what you entered/ }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates the shipment and says its number', async () => {
    const calls = stubFetch({
      'POST /api/admin/shipments': { status: 201, body: { ...sampleShipment } },
    });
    const services = renderInArea(<CreateShipmentButton quote={quote} />).services;
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Driver Name/), 'Sam Driver');
    await userEvent.type(within(dialog).getByLabelText(/^Driver Phone/), '312-555-0100');
    await userEvent.type(within(dialog).getByLabelText(/^Truck Number/), 'T-42');
    await userEvent.type(within(dialog).getByLabelText(/^Rate/), '2450.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Shipment' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Shipment Created',
      description: 'Shipment FC-7KQ2M9XD was created for ops@acme.test.',
    });
    expect(calls[0]?.body).toMatchObject({
      quoteRequestId: quote.id,
      pickupAddress: 'Chicago, IL',
      driverName: 'Sam Driver',
      truckNumber: 'T-42',
      totalRate: 2450.5,
      estimatedPickupDate: '2026-12-01T00:00:00.000Z',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prefills the rate with the price the shipper accepted', async () => {
    stubFetch({});
    const accepted: AdminQuote = {
      ...quote,
      status: 'accepted',
      price: {
        lineHaul: 1200,
        fuelSurcharge: 150,
        accessorials: [],
        total: 1350,
        validUntil: '2099-12-31',
        quotedAt: '2026-11-21T10:00:00.000Z',
      },
      answer: { decision: 'accepted', at: '2026-11-22T10:00:00.000Z', by: 'ops@acme.test' },
    };
    renderInArea(<CreateShipmentButton quote={accepted} />);
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/^Rate/)).toHaveValue(1350);
  });
});
