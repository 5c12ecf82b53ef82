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
import { RecordOptions } from '../../shared/RecordOptions';
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
          <RecordOptions none="Select a driver" records={drivers} label={(driver) => driver.name} />
        </Select>
      </Field>
      <Field label="Assign Equipment" error={errors.truckId?.message} required>
        <Select aria-required {...register('truckId', { required: 'Choose a truck' })}>
          <RecordOptions none="Select a truck" records={trucks} label={truckLabel} />
        </Select>
      </Field>
      <Field label="Team Driver (optional)">
        <Select {...register('teamDriverId')}>
          <RecordOptions none="No team driver" records={drivers} label={(driver) => driver.name} />
        </Select>
      </Field>
      <Field label="Trailer (optional)">
        <Select {...register('trailerId')}>
          <RecordOptions none="No trailer" records={trailers} label={(trailer) => trailer.unit} />
        </Select>
      </Field>
      <Field label="Load (optional)">
        <Select {...register('loadId')}>
          <RecordOptions
            none="Add loads later"
            records={loads}
            label={(load) => `${load.loadNumber} - ${formatDollars(load.rate)}`}
          />
        </Select>
      </Field>
    </FormFrame>
  );
}
