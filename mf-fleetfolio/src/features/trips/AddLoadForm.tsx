import { tripLoadSchema, type TripView, formatUsd } from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Button, Field, Select } from '@freight/ui';
import { ReadFailure } from '../../shared/ReadFailure';
import { useAddTripLoadMutation, useTripLoadsQuery } from './api';

/** Adds another planned load (on no trip yet) to a planned trip. */
export function AddLoadForm({ trip }: { trip: TripView }) {
  const loadsQuery = useTripLoadsQuery();
  const loads = (loadsQuery.data ?? []).filter(
    (load) => load.status === 'planned' && !load.isAssignedToTrip,
  );
  const [addLoad, { isLoading }] = useAddTripLoadMutation();
  const run = useMutationToast();
  const form = useSchemaForm<{ loadId: string }>({
    schema: tripLoadSchema,
    defaultValues: { loadId: '' },
  });
  if (!loadsQuery.data && loadsQuery.error) {
    return <ReadFailure read={loadsQuery} fallback="The planned loads could not be loaded." />;
  }
  // No load to add (or none known yet): nothing to offer.
  if (loads.length === 0) return null;
  const submit = form.handleSubmit(async ({ loadId }) => {
    const added = await run(
      () => addLoad({ tripId: trip.id, loadId }).unwrap(),
      { title: 'Load Added', description: `The load was added to trip ${trip.tripNumber}.` },
      'Failed to add the load',
      form,
    );
    if (added) form.reset();
  });
  return (
    <form noValidate onSubmit={submit} aria-label={`Add a load to trip ${trip.tripNumber}`}>
      <Field label="Add Load" {...form.field('loadId')}>
        <Select {...form.input('loadId')}>
          <option value="">Select a planned load</option>
          {loads.map((load) => (
            <option key={load.id} value={load.id}>
              {load.loadNumber} - {formatUsd(load.rate)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" $size="sm" $variant="outline" disabled={isLoading}>
        Add to Trip
      </Button>
    </form>
  );
}
