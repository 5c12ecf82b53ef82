import { tripHoursSchema, type TripView } from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Button, Field, Input } from '@freight/ui';
import { useSetTripHoursMutation as useSetTripHours } from './api';

/**
 * The driver's hours come from dispatch to completion; the office corrects them, since hourly
 * pay and the next settlement draft are worked out from them.
 */
export function HoursForm({ trip }: { trip: TripView }) {
  const [setHours, { isLoading }] = useSetTripHours();
  const run = useMutationToast();
  const form = useSchemaForm<{ hours: string }, { hours: number }>({
    schema: tripHoursSchema,
    values: { hours: String(trip.driverHours) },
  });
  const submit = form.handleSubmit(({ hours }) =>
    run(
      () => setHours({ tripId: trip.id, hours }).unwrap(),
      {
        title: 'Hours Updated',
        description: `Trip ${trip.tripNumber} now has ${hours} driver hours.`,
      },
      'Failed to update the hours',
      form,
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={`Hours of trip ${trip.tripNumber}`}>
      <Field label="Driver Hours" {...form.field('hours')}>
        <Input type="number" {...form.input('hours')} />
      </Field>
      <Button type="submit" $size="sm" $variant="outline" disabled={isLoading}>
        Save Hours
      </Button>
    </form>
  );
}
