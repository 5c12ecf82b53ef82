import {
  formatUsDate,
  type DriverStopView,
  type DriverTripView,
  type FuelPurchaseInput,
  type OdometerInput,
} from '@freight/contracts';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { format, parseISO } from 'date-fns';
import styled from 'styled-components';
import { FuelForm } from './FuelForm';
import { OdometerForm } from './OdometerForm';
import { PaperworkForm } from './PaperworkForm';
import type { ActionQueue } from './useActionQueue';

const Stops = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    padding-left: ${({ theme }) => theme.space.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/** Thumb-sized buttons, one per line on a narrow phone. */
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  a,
  button {
    min-height: 3rem;
  }
`;

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** A search of the place: phones open it in their maps app. */
const mapsLink = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

const time = (iso: string) => format(parseISO(iso), 'h:mm a');

export interface TripActions {
  arrive: (stop: DriverStopView) => void;
  complete: (stop: DriverStopView) => void;
  odometer: (input: OdometerInput) => void;
  fuel: (input: FuelPurchaseInput) => void;
  queuePhoto: ActionQueue['enqueuePhoto'];
}

interface StopItemProps {
  stop: DriverStopView;
  /** 1 for the first stop: the stored order counts from 0. */
  position: number;
  actions?: TripActions;
}

function StopItem({ stop, position, actions }: StopItemProps) {
  const kind = stop.kind === 'pickup' ? 'Pickup' : 'Delivery';
  return (
    <li aria-label={`${kind} ${position}: ${stop.stopName}`}>
      <p>
        <strong>
          {position}. {kind}
        </strong>{' '}
        · Load {stop.loadNumber}
      </p>
      <p>{stop.stopName}</p>
      <p>Appointment: {stop.stopDate ? formatUsDate(stop.stopDate) : 'not set'}</p>
      {stop.completedAt ? (
        <Badge>Completed {time(stop.completedAt)}</Badge>
      ) : stop.arrivedAt ? (
        <Badge $variant="secondary">Arrived {time(stop.arrivedAt)}</Badge>
      ) : null}
      <Actions>
        <Button
          as="a"
          $variant="outline"
          href={mapsLink(stop.stopName)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open in Maps
        </Button>
        {actions && !stop.completed && !stop.arrivedAt ? (
          <Button onClick={() => actions.arrive(stop)}>Mark Arrived</Button>
        ) : null}
        {actions && !stop.completed ? (
          <Button onClick={() => actions.complete(stop)}>Mark Completed</Button>
        ) : null}
      </Actions>
    </li>
  );
}

/** One trip on the phone: its stops in order and, for a current trip, what the driver does. */
export function DriverTripCard({ trip, actions }: { trip: DriverTripView; actions?: TripActions }) {
  const equipment = [trip.truck, trip.trailer].filter(Boolean).join(' · ');
  return (
    <Card as="article" aria-label={`Trip ${trip.tripNumber}`}>
      <CardContent>
        <Section>
          <div>
            <h3>Trip {trip.tripNumber}</h3>
            {equipment ? <p>{equipment}</p> : null}
          </div>
          {actions && trip.status === 'dispatched' && trip.startOdometer === null ? (
            <OdometerForm at="start" onRecord={actions.odometer} />
          ) : null}
          {trip.startOdometer !== null ? <p>Start odometer: {trip.startOdometer} mi</p> : null}
          <Stops aria-label={`Stops of trip ${trip.tripNumber}`}>
            {trip.stops.map((stop, index) => (
              <StopItem key={stop.id} stop={stop} position={index + 1} actions={actions} />
            ))}
          </Stops>
          {actions && trip.status === 'completed' && trip.endOdometer === null ? (
            <OdometerForm at="end" onRecord={actions.odometer} />
          ) : null}
          {trip.endOdometer !== null ? <p>End odometer: {trip.endOdometer} mi</p> : null}
          {actions ? <PaperworkForm trip={trip} queuePhoto={actions.queuePhoto} /> : null}
          {actions && trip.status === 'dispatched' ? (
            <FuelForm trip={trip} onQueue={actions.fuel} queuePhoto={actions.queuePhoto} />
          ) : null}
        </Section>
      </CardContent>
    </Card>
  );
}
