import {
  FLEET_OPERATIONS_MESSAGES,
  tripHoursSchema,
  tripMilesSchema,
  type TripView,
} from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Button, Field, Input } from '@freight/ui';
import type { ObjectSchema } from 'joi';
import {
  useSetTripHoursMutation as useSetTripHours,
  useSetTripMilesMutation as useSetTripMiles,
} from './api';

type Figure = 'totalMiles' | 'hours';

/** What each correctable figure of a trip is called, and how it is read and checked. */
const FIGURES: Record<
  Figure,
  {
    label: string;
    noun: string;
    unit: string;
    schema: ObjectSchema;
    of: (trip: TripView) => number;
  }
> = {
  totalMiles: {
    label: 'Trip Miles',
    noun: 'Miles',
    unit: 'miles',
    schema: tripMilesSchema,
    of: (trip) => trip.totalMiles,
  },
  hours: {
    label: 'Driver Hours',
    noun: 'Hours',
    unit: 'driver hours',
    schema: tripHoursSchema,
    of: (trip) => trip.driverHours,
  },
};

/**
 * Why the office can no longer correct a figure, in the words of the API's 409; null when it
 * can. Approved pay keeps its miles and hours; an invoice bills the miles it was made from.
 */
function figureLock(trip: TripView, figure: Figure): string | null {
  if (trip.settlementNumber) return FLEET_OPERATIONS_MESSAGES.settledTrip(trip.settlementNumber);
  if (figure === 'totalMiles' && trip.invoiced) return FLEET_OPERATIONS_MESSAGES.invoicedTripMiles;
  return null;
}

/** The write of each figure. */
function useSetFigure(figure: Figure) {
  const [setMiles, miles] = useSetTripMiles();
  const [setHours, hours] = useSetTripHours();
  if (figure === 'totalMiles')
    return {
      save: (tripId: string, value: number) => setMiles({ tripId, totalMiles: value }).unwrap(),
      isLoading: miles.isLoading,
    };
  return {
    save: (tripId: string, value: number) => setHours({ tripId, hours: value }).unwrap(),
    isLoading: hours.isLoading,
  };
}

/**
 * A figure of the trip the office corrects: its miles come from its route (pay and IFTA
 * follow), the driver's hours from dispatch to completion (hourly pay and the next settlement
 * draft are worked out from them). A figure approved pay or an invoice holds is shown with why
 * it stays, in place of a form the API would refuse.
 */
export function TripFigureForm({ trip, figure }: { trip: TripView; figure: Figure }) {
  const lock = figureLock(trip, figure);
  const { label, of } = FIGURES[figure];
  if (lock)
    return (
      <p>
        <strong>{label}:</strong> {of(trip)}. {lock}.
      </p>
    );
  return <FigureForm trip={trip} figure={figure} />;
}

function FigureForm({ trip, figure }: { trip: TripView; figure: Figure }) {
  const { label, noun, unit, schema, of } = FIGURES[figure];
  const { save, isLoading } = useSetFigure(figure);
  const run = useMutationToast();
  const form = useSchemaForm<Record<Figure, string>, Record<Figure, number>>({
    schema,
    values: { [figure]: String(of(trip)) } as Record<Figure, string>,
  });
  const submit = form.handleSubmit((request) =>
    run(
      () => save(trip.id, request[figure]),
      {
        title: `${noun} Updated`,
        description: `Trip ${trip.tripNumber} now has ${request[figure]} ${unit}.`,
      },
      `Failed to update the ${noun.toLowerCase()}`,
      form,
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={`${noun} of trip ${trip.tripNumber}`}>
      <Field label={label} {...form.field(figure)}>
        <Input type="number" {...form.input(figure)} />
      </Field>
      <Button type="submit" $size="sm" $variant="outline" disabled={isLoading}>
        Save {noun}
      </Button>
    </form>
  );
}
