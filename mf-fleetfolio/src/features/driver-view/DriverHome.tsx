import type { DriverStopView, DriverTripView } from '@freight/contracts';
import { Alert, Card, CardContent, Skeleton } from '@freight/ui';
import { format, parseISO } from 'date-fns';
import styled from 'styled-components';
import { ReadFailure } from '../../shared/ReadFailure';
import { EmptyText } from '../../shared/layout';
import { useDriverHomeQuery } from './api';
import { DriverTripCard, type TripActions } from './DriverTripCard';
import { useActionQueue, type ActionQueue } from './useActionQueue';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 40rem;
  margin: 0 auto;
  h2 {
    margin: 0;
  }
`;

const WAITING_TEXT = {
  offline: 'No connection: these are sent as soon as the phone is back online.',
  unreachable:
    'Could not reach the service: trying again shortly. These stay on this phone until they are sent.',
  'signed-out': 'Your session ended: sign in again to send these.',
} as const;

/** The outbox the driver sees: what is still waiting, why, and what the server refused. */
function Outbox({ queue, waiting, refused }: Pick<ActionQueue, 'queue' | 'waiting' | 'refused'>) {
  return (
    <>
      {refused ? (
        <Alert $variant="destructive" role="alert">
          Not done: {refused.label}. {refused.message}
        </Alert>
      ) : null}
      {queue.length > 0 ? (
        <Card as="section" aria-labelledby="outbox-title">
          <CardContent>
            <h2 id="outbox-title">Waiting to Send ({queue.length})</h2>
            <p role="status">{waiting ? WAITING_TEXT[waiting] : 'Sending…'}</p>
            <ol aria-label="Waiting to send">
              {queue.map((action) => (
                <li key={action.key}>
                  {action.label} ({format(parseISO(action.queuedAt), 'h:mm a')})
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

function tripActions(trip: DriverTripView, { enqueue, enqueuePhoto }: ActionQueue): TripActions {
  const base = `/api/fleetfolio/driver/trips/${trip.id}`;
  const stopUrl = (stop: DriverStopView, what: string) => `${base}/stops/${stop.id}/${what}`;
  return {
    arrive: (stop) => enqueue(stopUrl(stop, 'arrive'), {}, `Arrived at ${stop.stopName}`),
    complete: (stop) => enqueue(stopUrl(stop, 'complete'), {}, `Completed ${stop.stopName}`),
    odometer: (input) =>
      enqueue(
        `${base}/odometer`,
        { ...input },
        `Odometer at trip ${input.at}: ${input.reading} mi (trip ${trip.tripNumber})`,
      ),
    fuel: (input) =>
      enqueue(
        `${base}/fuel`,
        { ...input },
        `Fuel: ${input.gallons} gal in ${input.state}, $${input.amount.toFixed(2)} (trip ${trip.tripNumber})`,
      ),
    queuePhoto: enqueuePhoto,
  };
}

/**
 * The outbox alone, of the driver last signed in on this phone: what the page shows of the
 * driver's work while the session cannot be checked (no connection), so nothing queued seems lost.
 */
export function QueuedActions({ accountId }: { accountId: string }) {
  const outbox = useActionQueue(accountId);
  return (
    <Column>
      <Outbox queue={outbox.queue} waiting={outbox.waiting} refused={outbox.refused} />
    </Column>
  );
}

/** `/fleetfolio/driver`: the driver's current and next trips, built for a phone first. */
export function DriverHome({ accountId }: { accountId: string }) {
  const trips = useDriverHomeQuery();
  const { data, isLoading } = trips;
  const outbox = useActionQueue(accountId);
  return (
    <Column>
      <Outbox queue={outbox.queue} waiting={outbox.waiting} refused={outbox.refused} />
      <ReadFailure
        read={trips}
        fallback="Your trips could not be loaded."
        stale={data !== undefined}
      />
      {isLoading ? <Skeleton $height="16rem" /> : null}
      {data ? (
        <>
          <section aria-labelledby="current-title">
            <h2 id="current-title">Current Trip</h2>
            {data.current.length === 0 ? (
              <EmptyText>No trip in progress. Your dispatcher sends the next one.</EmptyText>
            ) : null}
            {data.current.map((trip) => (
              <DriverTripCard key={trip.id} trip={trip} actions={tripActions(trip, outbox)} />
            ))}
          </section>
          <section aria-labelledby="next-title">
            <h2 id="next-title">Next Trips</h2>
            {data.next.length === 0 ? <EmptyText>No trips planned yet.</EmptyText> : null}
            {data.next.map((trip) => (
              <DriverTripCard key={trip.id} trip={trip} />
            ))}
          </section>
        </>
      ) : null}
    </Column>
  );
}
