import { render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@freight/ui';
import type { ShipmentUpdateView } from '@freight/contracts';
import { ShipmentProgress, type ProgressFacts } from './ShipmentProgress';

const CHICAGO = { name: 'Chicago, IL', lat: 41.88, lon: -87.63 };
const DALLAS = { name: 'Dallas, TX', lat: 32.78, lon: -96.8 };

function update(status: string, timestamp: string): ShipmentUpdateView {
  return {
    id: timestamp,
    status: status as ShipmentUpdateView['status'],
    location: '',
    notes: '',
    timestamp,
  };
}

function facts(overrides: Partial<ProgressFacts> = {}): ProgressFacts {
  return {
    status: 'pending',
    updates: [],
    pickupAddress: '1 Dock Rd, Chicago, IL',
    deliveryAddress: '9 Yard Ave, Dallas, TX',
    route: {
      pickup: CHICAGO,
      delivery: DALLAS,
      line: [
        [-87.63, 41.88],
        [-92, 37.5],
        [-96.8, 32.78],
      ],
      lastKnown: null,
    },
    deliveryEstimate: { basis: 'schedule', at: '2026-12-03T00:00:00.000Z' },
    ...overrides,
  };
}

function renderProgress(value: ProgressFacts) {
  render(
    <ThemeProvider>
      <ShipmentProgress facts={value} />
    </ThemeProvider>,
  );
}

/** The state outlines arrive as a lazy chunk: 51 paths, the 50 states and DC. */
async function statesDrawn() {
  await waitFor(() =>
    expect(screen.getByTestId('state-shapes').querySelectorAll('path').length).toBe(51),
  );
}

const steps = () =>
  within(screen.getByRole('list', { name: 'Shipment progress' })).getAllByRole('listitem');
const currentStep = () => steps().find((step) => step.getAttribute('aria-current') === 'step');

describe('ShipmentProgress', () => {
  it('lists the five steps in order and marks a booked shipment on the first', async () => {
    renderProgress(facts());
    expect(steps().map((step) => step.textContent?.replace(/^[✓●○]/, ''))).toEqual([
      'Booked',
      'Picked Up',
      'In Transit',
      'Out For Delivery',
      'Delivered',
    ]);
    expect(currentStep()).toHaveTextContent('Booked');
    expect(screen.getByText('12/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Estimate: the scheduled delivery date')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Route map from Chicago, IL to Dallas, TX' }),
    ).toBeVisible();
    expect(screen.getByText('No location on the map yet.')).toBeInTheDocument();
    await statesDrawn();
  });

  it('marks the step in transit with the steps before it done, and the last known place', async () => {
    renderProgress(
      facts({
        status: 'in_transit',
        route: {
          ...facts().route,
          lastKnown: { name: 'Springfield, MO', lat: 37.2, lon: -93.3, at: '2026-12-01T16:00:00Z' },
        },
        deliveryEstimate: {
          basis: 'distance',
          at: '2026-12-02T01:00:00.000Z',
          milesLeft: 432,
          averageMph: 50,
        },
      }),
    );
    expect(currentStep()).toHaveTextContent('In Transit');
    expect(steps()[0]).toHaveTextContent('Booked (done)');
    expect(steps()[3]).not.toHaveAttribute('aria-current');
    expect(
      screen.getByText(
        'Estimate: about 432 mi left from the last known location at an average 50 mph, without stops',
      ),
    ).toBeInTheDocument();
    const map = screen.getByRole('img', {
      name: 'Route map from Chicago, IL to Dallas, TX, last known location Springfield, MO',
    });
    expect(within(map).getByTestId('marker-current')).toHaveTextContent(
      'Last known location: Springfield, MO',
    );
    expect(within(map).getAllByTestId('route-line')).toHaveLength(1);
    await statesDrawn();
  });

  it('keeps an exception on the last step reached and says so', async () => {
    renderProgress(
      facts({
        status: 'exception',
        updates: [
          update('exception', '2026-12-02T08:00:00Z'),
          update('picked_up', '2026-12-01T08:00:00Z'),
        ],
      }),
    );
    expect(currentStep()).toHaveTextContent('Picked Up');
    expect(screen.getByRole('note')).toHaveTextContent('There is a problem with this shipment');
    await statesDrawn();
  });

  it('shows no estimate once delivered and no map when no place is known', () => {
    renderProgress(
      facts({
        status: 'delivered',
        deliveryEstimate: null,
        route: { pickup: null, delivery: null, line: [], lastKnown: null },
      }),
    );
    expect(currentStep()).toHaveTextContent('Delivered');
    expect(screen.getByText('Delivered', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(
      screen.getByText('The route cannot be drawn: its places were not found on the map.'),
    ).toBeInTheDocument();
  });
});
