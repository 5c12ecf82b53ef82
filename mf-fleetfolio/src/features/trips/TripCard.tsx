import {
  FLEET_UNDO_SECONDS,
  TRIP_STATUS_LABELS,
  statusColour,
  type TripView,
  formatUsd,
} from '@freight/contracts';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { useMutationToast } from '@freight/forms';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { FactList } from '../../shared/FactList';
import { ButtonRow, ItemHeader } from '../../shared/layout';
import { useOfferUndo } from '../../shared/UndoNotice';
import {
  useCompleteStopMutation,
  useDeleteTripMutation,
  useDispatchTripMutation,
  useRestoreTripMutation,
} from './api';
import { AddLoadForm } from './AddLoadForm';
import { ExpenseSection } from './ExpenseSection';
import { TripFigureForm } from './TripFigureForm';

/** Pay and margin come as null to a dispatcher (the owner's figures): left out. */
const money = (label: string, amount: number | null): Array<[string, string]> =>
  amount === null ? [] : [[label, formatUsd(amount)]];

/** A reading the driver recorded on the phone; none yet: left out. */
const odometer = (label: string, reading: number | null): Array<[string, string]> =>
  reading === null ? [] : [[label, `${reading.toLocaleString('en-US')} mi`]];

function Figures({ trip }: { trip: TripView }) {
  const facts: Array<[string, string]> = [
    ['Driver', [trip.driver?.name, trip.teamDriver?.name].filter(Boolean).join(' & ') || '—'],
    ['Truck', trip.truck?.label ?? '—'],
    ['Trailer', trip.trailer?.label ?? '—'],
    ['Miles', trip.totalMiles.toLocaleString('en-US')],
    ...odometer('Start Odometer', trip.startOdometer),
    ...odometer('End Odometer', trip.endOdometer),
    ...money('Revenue', trip.revenue),
    ...money('Driver Pay', trip.driverPay),
    ...money('Expenses', trip.expenseTotal),
    ...money('Profit', trip.profit),
    ...money('Revenue / Mile', trip.revenuePerMile),
    ...money('Profit / Mile', trip.profitPerMile),
  ];
  return <FactList facts={facts} />;
}

function Stops({ trip }: { trip: TripView }) {
  const [completeStop, { isLoading }] = useCompleteStopMutation();
  const run = useMutationToast();
  const loadNumber = (loadId: string) => trip.loads.find((load) => load.id === loadId)?.loadNumber;
  if (trip.stops.length === 0) return <p>No loads yet: add a planned load to this trip.</p>;
  return (
    <ol aria-label={`Stops of trip ${trip.tripNumber}`}>
      {trip.stops.map((stop) => {
        const name = `${stop.kind === 'pickup' ? 'Pickup' : 'Delivery'} ${stop.stopName} (load ${loadNumber(stop.loadId)})`;
        return (
          <li key={stop.id}>
            {name} {stop.completed ? <Badge $variant="green">Completed</Badge> : null}
            {trip.status === 'dispatched' && !stop.completed ? (
              <Button
                $size="sm"
                $variant="outline"
                disabled={isLoading}
                aria-label={`Complete ${name}`}
                onClick={() =>
                  run(
                    () => completeStop({ tripId: trip.id, stopId: stop.id }).unwrap(),
                    { title: 'Stop Completed', description: `${name} is completed.` },
                    'Failed to complete the stop',
                  )
                }
              >
                Complete
              </Button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The element id of a trip's card (the dispatch board opens a trip by focusing it). */
export const tripCardId = (tripId: string) => `trip-${tripId}`;

/**
 * One trip: crew, loads and stops, figures, and what can be done at its status; `onDeleted`
 * after its Delete went through (the open trip's panel closes).
 */
export function TripCard({ trip, onDeleted }: { trip: TripView; onDeleted?: () => void }) {
  const [dispatchTrip, dispatching] = useDispatchTripMutation();
  const [deleteTrip, deleting] = useDeleteTripMutation();
  const [restoreTrip] = useRestoreTripMutation();
  const offerUndo = useOfferUndo();
  const run = useMutationToast();
  // Receipt files go with the trip for good (the API keeps no undo for such a trip).
  const undoable = !trip.expenses.some((expense) => expense.receiptUrl);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card as="li" id={tripCardId(trip.id)} tabIndex={-1} aria-label={`Trip ${trip.tripNumber}`}>
      <CardContent>
        <ItemHeader>
          <div>
            <h4>Trip {trip.tripNumber}</h4>
            <span>Loads: {trip.loads.map((load) => load.loadNumber).join(', ') || 'none'}</span>
          </div>
          <Badge $variant={statusColour(trip.status)}>{TRIP_STATUS_LABELS[trip.status]}</Badge>
        </ItemHeader>
        <Figures trip={trip} />
        <Stops trip={trip} />
        {trip.status === 'planned' ? <AddLoadForm trip={trip} /> : null}
        <TripFigureForm trip={trip} figure="totalMiles" />
        <TripFigureForm trip={trip} figure="hours" />
        <ExpenseSection trip={trip} />
        {trip.status === 'planned' ? (
          <ButtonRow>
            <Button
              disabled={dispatching.isLoading || trip.loads.length === 0}
              onClick={() =>
                run(
                  () => dispatchTrip(trip.id).unwrap(),
                  {
                    title: 'Trip Dispatched',
                    description: `Trip ${trip.tripNumber} is on its way.`,
                  },
                  'Failed to dispatch the trip',
                )
              }
            >
              Dispatch Trip
            </Button>
            <Button
              $variant="ghost"
              disabled={deleting.isLoading}
              aria-label={`Delete trip ${trip.tripNumber}`}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </ButtonRow>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title="Delete Trip"
          description={`Delete trip ${trip.tripNumber}? Its loads become planned and free again; its stops and expenses are deleted.${undoable ? ` You can undo it for ${FLEET_UNDO_SECONDS} seconds.` : ' Their receipts are deleted for good.'}`}
          confirmLabel="Delete Trip"
          busy={deleting.isLoading}
          onConfirm={async () => {
            const deleted = await run(
              () => deleteTrip(trip.id).unwrap(),
              { title: 'Trip Deleted', description: `Trip ${trip.tripNumber} was deleted.` },
              'Failed to delete the trip',
            );
            setConfirming(false);
            if (deleted) onDeleted?.();
            if (deleted && undoable) {
              offerUndo({
                label: `trip ${trip.tripNumber}`,
                restore: () => restoreTrip(trip.id).unwrap(),
              });
            }
          }}
          onCancel={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
