import {
  FLEET_OPERATIONS_MESSAGES,
  TRUCK_MAKE_LABELS,
  type Driver,
  type PlannedLoad,
  type Trailer,
  type Truck,
} from '@freight/contracts';
import { Dialog, Field, Input, Select } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { formatDollars } from '../../shared/format';
import { FormFrame } from '../../shared/FormDialog';
import { useMutationToast } from '../../shared/useMutationToast';
import {
  useCreateTripMutation,
  useTripDriversQuery,
  useTripLoadsQuery,
  useTripTrailersQuery,
  useTripTrucksQuery,
} from './api';

export interface TripFormValues {
  tripName: string;
  driverId: string;
  teamDriverId: string;
  truckId: string;
  trailerId: string;
  loadId: string;
}

/** Trucks are shown as 'unit - make model' (spec §2). */
export const truckLabel = (truck: Truck) =>
  `${truck.unit} - ${TRUCK_MAKE_LABELS[truck.make] ?? truck.make} ${truck.model}`;

interface CreateTripDialogProps {
  onClose: () => void;
  initial?: Partial<TripFormValues>;
}

/** 'Create New Trip' (once drivers, equipment and loads are known): name, driver and truck (required), team driver, trailer and a planned load. */
export function CreateTripDialog({ onClose, initial }: CreateTripDialogProps) {
  const driversQuery = useTripDriversQuery();
  const trucksQuery = useTripTrucksQuery();
  const trailersQuery = useTripTrailersQuery();
  const loadsQuery = useTripLoadsQuery();
  const ready = [driversQuery, trucksQuery, trailersQuery, loadsQuery].every((query) => query.data);
  return (
    <Dialog open onClose={onClose} title="Create New Trip">
      {ready ? (
        <TripForm
          onClose={onClose}
          initial={initial}
          drivers={driversQuery.data!}
          trucks={trucksQuery.data!}
          trailers={trailersQuery.data!}
          loads={loadsQuery.data!.filter(
            (load) => load.status === 'planned' && !load.isAssignedToTrip,
          )}
        />
      ) : (
        <p role="status">Loading drivers and equipment…</p>
      )}
    </Dialog>
  );
}

interface TripFormProps extends CreateTripDialogProps {
  drivers: Driver[];
  trucks: Truck[];
  trailers: Trailer[];
  loads: PlannedLoad[];
}

function TripForm({ onClose, initial, drivers, trucks, trailers, loads }: TripFormProps) {
  const [createTrip, { isLoading }] = useCreateTripMutation();
  const run = useMutationToast();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TripFormValues>({
    defaultValues: {
      tripName: '',
      driverId: '',
      teamDriverId: '',
      truckId: '',
      trailerId: '',
      loadId: '',
      ...initial,
    },
  });

  const submit = handleSubmit(async (values) => {
    const created = await run(
      () =>
        createTrip({
          tripName: values.tripName,
          driverId: values.driverId,
          truckId: values.truckId,
          teamDriverId: values.teamDriverId || null,
          trailerId: values.trailerId || null,
          loadIds: values.loadId ? [values.loadId] : [],
        }).unwrap(),
      {
        title: FLEET_OPERATIONS_MESSAGES.tripCreatedTitle,
        description: FLEET_OPERATIONS_MESSAGES.tripCreatedDescription,
      },
      'Failed to create trip',
    );
    if (created) onClose();
  });

  return (
    <FormFrame busy={isLoading} submitLabel="Create" onCancel={onClose} onSubmit={submit}>
      <Field label="Trip Name" error={errors.tripName?.message} required>
        <Input aria-required {...register('tripName', { required: 'Trip Name is required' })} />
      </Field>
      <Field label="Assign Driver" error={errors.driverId?.message} required>
        <Select aria-required {...register('driverId', { required: 'Choose a driver' })}>
          <option value="">Select a driver</option>
          {drivers.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Assign Equipment" error={errors.truckId?.message} required>
        <Select aria-required {...register('truckId', { required: 'Choose a truck' })}>
          <option value="">Select a truck</option>
          {trucks.map((truck) => (
            <option key={truck.id} value={truck.id}>
              {truckLabel(truck)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Team Driver (optional)">
        <Select {...register('teamDriverId')}>
          <option value="">No team driver</option>
          {drivers.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Trailer (optional)">
        <Select {...register('trailerId')}>
          <option value="">No trailer</option>
          {trailers.map((trailer) => (
            <option key={trailer.id} value={trailer.id}>
              {trailer.unit}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Load (optional)">
        <Select {...register('loadId')}>
          <option value="">Add loads later</option>
          {loads.map((load) => (
            <option key={load.id} value={load.id}>
              {load.loadNumber} - {formatDollars(load.rate)}
            </option>
          ))}
        </Select>
      </Field>
    </FormFrame>
  );
}
