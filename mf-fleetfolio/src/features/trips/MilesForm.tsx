import { tripMilesSchema, type TripView } from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Button, Field, Input } from '@freight/ui';
import { useSetTripMilesMutation as useSetTripMiles } from './api';

/** The trip's miles come from its route; the carrier can correct them (pay and IFTA follow). */
export function MilesForm({ trip }: { trip: TripView }) {
  const [setMiles, { isLoading }] = useSetTripMiles();
  const run = useMutationToast();
  const form = useSchemaForm<{ totalMiles: string }, { totalMiles: number }>({
    schema: tripMilesSchema,
    values: { totalMiles: String(trip.totalMiles) },
  });
  const submit = form.handleSubmit(({ totalMiles }) =>
    run(
      () => setMiles({ tripId: trip.id, totalMiles }).unwrap(),
      {
        title: 'Miles Updated',
        description: `Trip ${trip.tripNumber} now has ${totalMiles} miles.`,
      },
      'Failed to update the miles',
      form,
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={`Miles of trip ${trip.tripNumber}`}>
      <Field label="Trip Miles" {...form.field('totalMiles')}>
        <Input type="number" {...form.input('totalMiles')} />
      </Field>
      <Button type="submit" $size="sm" $variant="outline" disabled={isLoading}>
        Save Miles
      </Button>
    </form>
  );
}
