import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NETWORK_FAILURE,
  renderInArea,
  stubFetch,
  type StubAnswer,
} from '@freight/runtime/testing';
import { TRACKING_MESSAGES, type TrackedShipment } from '@freight/contracts';
import { TrackingPage } from './TrackingPage';

const shipment: TrackedShipment = {
  shipmentNumber: 'FC-7KQ2M9XD',
  status: 'in_transit',
  pickupAddress: '100 Main St, Chicago, IL',
  deliveryAddress: '200 Elm St, Dallas, TX',
  driverName: 'Sam Driver',
  driverPhone: '312-555-0100',
  truckNumber: 'T-42',
  estimatedPickupDate: '2026-12-01T00:00:00.000Z',
  estimatedDeliveryDate: '2026-12-03T00:00:00.000Z',
  documents: [{ kind: 'BOL', uploadedAt: '2026-12-01T10:00:00Z' }],
  route: {
    pickup: { name: '100 Main St, Chicago, IL', lat: 41.88, lon: -87.63 },
    delivery: { name: '200 Elm St, Dallas, TX', lat: 32.78, lon: -96.8 },
    line: [
      [-87.63, 41.88],
      [-96.8, 32.78],
    ],
    lastKnown: { name: 'Springfield, MO', lat: 37.2, lon: -93.3, at: '2026-12-01T12:00:00Z' },
  },
  deliveryEstimate: {
    basis: 'distance',
    at: '2026-12-01T20:38:00.000Z',
    milesLeft: 432,
    averageMph: 50,
  },
  updates: [
    {
      id: 'u1',
      status: 'confirmed',
      location: 'Chicago, IL',
      notes: 'Booked',
      timestamp: '2026-11-30T09:00:00Z',
    },
    {
      id: 'u3',
      status: 'delivered',
      location: 'Dallas, TX',
      notes: '',
      timestamp: '2026-12-03T16:00:00Z',
    },
    {
      id: 'u2',
      status: 'in_transit',
      location: 'Springfield, MO',
      notes: 'On schedule',
      timestamp: '2026-12-01T12:00:00Z',
    },
  ],
};

function renderPage(answer: StubAnswer = { body: shipment }) {
  const calls = stubFetch(() => answer);
  const { services } = renderInArea(<TrackingPage />, { path: '/tracking' });
  return { calls, services };
}

const numberInput = () => screen.getByLabelText('Shipment Number');

describe('TrackingPage', () => {
  it('searches on Enter with the trimmed number', async () => {
    const { calls } = renderPage();
    await userEvent.type(numberInput(), '  FC-7KQ2M9XD {Enter}');
    expect(await screen.findByRole('heading', { name: 'Shipment FC-7KQ2M9XD' })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/shipments/track/FC-7KQ2M9XD',
      init: expect.objectContaining({ method: 'GET', credentials: 'include' }),
    });
  });

  it('ignores a blank number from the button or Enter', async () => {
    const { calls } = renderPage();
    await userEvent.type(numberInput(), '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Track Shipment' }));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the spec fields with readable statuses and the timeline newest first', async () => {
    renderPage();
    await userEvent.type(numberInput(), 'FC-7KQ2M9XD');
    await userEvent.click(screen.getByRole('button', { name: 'Track Shipment' }));
    const timeline = await screen.findByRole('list', { name: 'Tracking updates' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^Delivered/);
    expect(items[1]).toHaveTextContent(/^In Transit/);
    expect(items[2]).toHaveTextContent(/^Confirmed/);
    expect(within(items[1]!).getByText(/Springfield, MO/)).toBeVisible();
    expect(within(items[1]!).getByText('On schedule')).toBeVisible();
    expect(screen.getByText('200 Elm St, Dallas, TX')).toBeVisible();
    expect(screen.getByText('Sam Driver')).toBeVisible();
    expect(screen.getByRole('link', { name: '312-555-0100' })).toHaveAttribute(
      'href',
      'tel:312-555-0100',
    );
    expect(screen.getByText('T-42')).toBeVisible();
    expect(screen.getByText('12/01/2026')).toBeVisible();
    expect(screen.getByText('12/03/2026')).toBeVisible();
    expect(screen.getByText(/Bill of Lading \(BOL\)/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /bill of lading/i })).not.toBeInTheDocument();
  });

  it('shows the progress steps, the delivery estimate and the route with the last known place', async () => {
    renderPage();
    await userEvent.type(numberInput(), 'FC-7KQ2M9XD{Enter}');
    const steps = await screen.findByRole('list', { name: 'Shipment progress' });
    const current = within(steps)
      .getAllByRole('listitem')
      .filter((step) => step.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('In Transit');
    expect(screen.getByText(/^Estimate: about 432 mi left/)).toBeVisible();
    const map = screen.getByRole('img', {
      name: 'Route map from 100 Main St, Chicago, IL to 200 Elm St, Dallas, TX, last known location Springfield, MO',
    });
    expect(within(map).getByTestId('marker-current')).toBeInTheDocument();
    expect(await within(map).findAllByText('Texas')).toHaveLength(1);
  });

  it('says when there are no updates yet', async () => {
    renderPage({ body: { ...shipment, status: 'pending', updates: [] } });
    await userEvent.type(numberInput(), 'FC-7KQ2M9XD{Enter}');
    expect(await screen.findByText(TRACKING_MESSAGES.noUpdates)).toBeVisible();
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('tells the visitor when the number is unknown', async () => {
    renderPage({ status: 404, body: { message: 'Shipment not found' } });
    await userEvent.type(numberInput(), 'FC-NOPE{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TRACKING_MESSAGES.notFoundTitle);
    expect(alert).toHaveTextContent(TRACKING_MESSAGES.notFoundDescription);
  });

  it('searches the same number again to refresh it', async () => {
    const { calls } = renderPage();
    await userEvent.type(numberInput(), 'FC-7KQ2M9XD{Enter}');
    await screen.findByRole('heading', { name: 'Shipment FC-7KQ2M9XD' });
    await userEvent.type(numberInput(), '{Enter}');
    await screen.findByRole('heading', { name: 'Shipment FC-7KQ2M9XD' });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['a network failure', NETWORK_FAILURE],
    ['a 503', { status: 503, body: { message: 'Service Unavailable' } }],
  ])(
    'says the service could not be reached on %s, never "not found", and Retry finds it',
    async (_name, failure) => {
      const calls = stubFetch({
        'GET /api/shipments/track/FC-7KQ2M9XD': [failure, { body: shipment }],
      });
      renderInArea(<TrackingPage />, { path: '/tracking' });
      await userEvent.type(numberInput(), 'FC-7KQ2M9XD{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Network error: we could not reach the service.');
      expect(alert).not.toHaveTextContent(TRACKING_MESSAGES.notFoundTitle);
      expect(numberInput()).toHaveValue('FC-7KQ2M9XD');
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Shipment FC-7KQ2M9XD' })).toBeVisible();
      expect(calls).toHaveLength(2);
    },
  );

  it('keeps a shipment it showed when a refresh fails, marked as out of date', async () => {
    stubFetch({
      'GET /api/shipments/track/FC-7KQ2M9XD': [{ body: shipment }, NETWORK_FAILURE],
    });
    renderInArea(<TrackingPage />, { path: '/tracking' });
    await userEvent.type(numberInput(), 'FC-7KQ2M9XD{Enter}');
    await screen.findByRole('heading', { name: 'Shipment FC-7KQ2M9XD' });
    await userEvent.type(numberInput(), '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'What is shown below may be out of date.',
    );
    expect(screen.getByRole('heading', { name: 'Shipment FC-7KQ2M9XD' })).toBeVisible();
  });
});
