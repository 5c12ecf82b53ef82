import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TripCard } from './TripCard';
import { plannedTrip } from './testing';

const trip = plannedTrip({ id: 'b'.repeat(24), tripNumber: 'TR-2002' });

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
