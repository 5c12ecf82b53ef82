import type { TripView } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TripCard } from './TripCard';

const trip: TripView = {
  id: 'b'.repeat(24),
  tripNumber: 'TR-2002',
  status: 'planned',
  driver: null,
  teamDriver: null,
  truck: null,
  trailer: null,
  loads: [],
  stops: [],
  expenses: [],
  totalMiles: 0,
  driverHours: 0,
  driverPay: 0,
  revenue: 0,
  expenseTotal: 0,
  profit: 0,
  revenuePerMile: 0,
  costPerMile: 0,
  profitPerMile: 0,
  dispatchedAt: null,
  completedAt: null,
  createdAt: '2026-05-01T00:00:00.000Z',
};

describe('TripCard', () => {
  it('asks before deleting a trip: Cancel keeps it, Delete Trip deletes it', async () => {
    const calls = stubFetch((method) => (method === 'GET' ? { body: [] } : { status: 204 }));
    renderInArea(<TripCard trip={trip} />, { path: '/fleetfolio' });
    const deleteButton = screen.getByRole('button', { name: 'Delete trip TR-2002' });

    await userEvent.click(deleteButton);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Trip' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Delete Trip' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(deleteButton);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Trip' })).getByRole('button', {
        name: 'Delete Trip',
      }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ url: `/api/fleetfolio/trips/${trip.id}`, method: 'DELETE' }),
      ),
    );
  });
});
