import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UndoProvider } from '../../shared/UndoNotice';
import { TripCard } from './TripCard';
import { plannedTrip } from './testing';

const trip = plannedTrip({ id: 'b'.repeat(24), tripNumber: 'TR-2002' });
const EXPENSE = {
  id: 'e'.repeat(24),
  expenseType: 'fuel' as const,
  vendor: 'Fuel Stop',
  amount: 120,
  gallons: 30,
  state: 'TX',
  expenseDate: '2026-05-01',
};

/** The value of one of the card's facts (a term and its definition). */
const factOf = (term: string) =>
  within(screen.getByText(term, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('TripCard', () => {
  it('shows the odometer readings the driver recorded, and none before they are', async () => {
    stubFetch(() => ({ body: [] }));
    const { unmount } = renderInArea(<TripCard trip={trip} />, { path: '/fleetfolio' });
    expect(screen.queryByText('Start Odometer')).not.toBeInTheDocument();
    unmount();

    const read = {
      ...trip,
      status: 'completed' as const,
      startOdometer: 120500,
      endOdometer: 121480,
    };
    renderInArea(<TripCard trip={read} />, { path: '/fleetfolio' });
    expect(factOf('Start Odometer')).toHaveTextContent('120,500 mi');
    expect(factOf('End Odometer')).toHaveTextContent('121,480 mi');
  });

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

  const deleteIt = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete trip TR-2002' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Trip' });
    const text = dialog.textContent;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Trip' }));
    return text;
  };

  it('offers Undo after the delete and restores the trip through the API', async () => {
    const calls = stubFetch((method) =>
      method === 'GET' ? { body: [] } : method === 'DELETE' ? { status: 204 } : { body: trip },
    );
    renderInArea(
      <UndoProvider>
        <TripCard trip={trip} />
      </UndoProvider>,
      { path: '/fleetfolio' },
    );
    expect(await deleteIt()).toContain('You can undo it for 10 seconds.');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Undo deleting trip TR-2002' }),
    );
    expect(await screen.findByText('Restored trip TR-2002.')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ url: `/api/fleetfolio/trips/${trip.id}/restore`, method: 'POST' }),
    );
  });

  it('offers no Undo for a trip whose receipts go with it, and says so first', async () => {
    stubFetch((method) => (method === 'GET' ? { body: [] } : { status: 204 }));
    const withReceipt = {
      ...trip,
      expenses: [{ ...EXPENSE, receiptUrl: `/api/fleetfolio/trips/${trip.id}/expenses/e/receipt` }],
    };
    renderInArea(
      <UndoProvider>
        <TripCard trip={withReceipt} />
      </UndoProvider>,
      { path: '/fleetfolio' },
    );
    expect(await deleteIt()).toContain('Their receipts are deleted for good.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
  });
});
