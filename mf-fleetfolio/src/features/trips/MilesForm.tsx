import type { TripView } from '@freight/contracts';
import { Button, Field, Input } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { useMutationToast } from '../../shared/useMutationToast';
import { useSetTripMilesMutation as useSetTripMiles } from './api';

/** The trip's miles come from its route; the carrier can correct them (pay and IFTA follow). */
export function MilesForm({ trip }: { trip: TripView }) {
  const [setMiles, { isLoading }] = useSetTripMiles();
  const run = useMutationToast();
  const { register, handleSubmit, formState } = useForm<{ totalMiles: string }>({
    values: { totalMiles: String(trip.totalMiles) },
  });
  const submit = handleSubmit((values) =>
    run(
      () => setMiles({ tripId: trip.id, totalMiles: Number(values.totalMiles) }).unwrap(),
      {
        title: 'Miles Updated',
        description: `Trip ${trip.tripNumber} now has ${values.totalMiles} miles.`,
      },
      'Failed to update the miles',
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={`Miles of trip ${trip.tripNumber}`}>
      <Field label="Trip Miles" error={formState.errors.totalMiles?.message}>
        <Input
          type="number"
          min="0"
          step="0.1"
          {...register('totalMiles', {
            required: 'Miles are required',
            validate: (value) => Number(value) >= 0 || 'Miles cannot be negative',
          })}
        />
      </Field>
      <Button type="submit" $size="sm" $variant="outline" disabled={isLoading}>
        Save Miles
      </Button>
    </form>
  );
}
