import {
  COMPLIANCE_DOCUMENT_LABELS,
  EQUIPMENT_STATUS_LABELS,
  FLEET_OPERATIONS_MESSAGES,
  TRUCK_MAKE_LABELS,
  tripSchema,
  type Driver,
  type PlannedLoad,
  type Trailer,
  type TripInput,
  type TripView,
  type Truck,
  expiredDriverPaper,
  utcDayOf,
  formatUsDate,
  formatUsd,
} from '@freight/contracts';
import {
  pathName,
  type RequestPath,
  type SchemaForm,
  useMutationToast,
  useSchemaForm,
} from '@freight/forms';
import { Dialog, Field, Input, Select } from '@freight/ui';
import { Link } from 'react-router-dom';
import { FormFrame } from '../../shared/FormDialog';
import { PendingReads } from '../../shared/ReadFailure';
import { RecordOptions } from '../../shared/RecordOptions';
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
const truckLabel = (truck: Truck) =>
  `${truck.unit} - ${TRUCK_MAKE_LABELS[truck.make] ?? truck.make} ${truck.model}`;

interface CreateTripDialogProps {
  onClose: () => void;
  /** The trip was created (the Trips tab opens it). */
  onCreated?: (trip: TripView) => void;
  initial?: Partial<TripFormValues>;
}

/** The trip as the API takes it: optional choices left empty are none; one load to start. */
const toRequest = (values: TripFormValues) => ({
  tripName: values.tripName,
  driverId: values.driverId,
  truckId: values.truckId,
  teamDriverId: values.teamDriverId || null,
  trailerId: values.trailerId || null,
  loadIds: values.loadId ? [values.loadId] : [],
});

const fieldOf = (path: RequestPath) => (path[0] === 'loadIds' ? 'loadId' : pathName(path));

const EMPTY: TripFormValues = {
  tripName: '',
  driverId: '',
  teamDriverId: '',
  truckId: '',
  trailerId: '',
  loadId: '',
};

/** 'Create New Trip' (once drivers, equipment and loads are known): name, driver and truck (required), team driver, trailer and a planned load. */
export function CreateTripDialog({ onClose, onCreated, initial }: CreateTripDialogProps) {
  const driversQuery = useTripDriversQuery();
  const trucksQuery = useTripTrucksQuery();
  const trailersQuery = useTripTrailersQuery();
  const loadsQuery = useTripLoadsQuery();
  const [drivers, trucks, trailers, loads] = [
    driversQuery.data,
    trucksQuery.data,
    trailersQuery.data,
    loadsQuery.data,
  ];
  const unfit = unfitDriver(utcDayOf(new Date()));
  const [createTrip, { isLoading }] = useCreateTripMutation();
  const run = useMutationToast();
  const form = useSchemaForm<TripFormValues, TripInput>({
    schema: tripSchema,
    defaultValues: { ...EMPTY, ...initial },
    toRequest,
    fieldOf,
  });

  const submit = form.handleSubmit(async (trip) => {
    const created = await run(
      async () => {
        const saved = await createTrip(trip).unwrap();
        onCreated?.(saved);
        return saved;
      },
      {
        title: FLEET_OPERATIONS_MESSAGES.tripCreatedTitle,
        description: FLEET_OPERATIONS_MESSAGES.tripCreatedDescription,
      },
      'Failed to create trip',
      form,
    );
    if (created) onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Create New Trip"
      closeDisabled={isLoading}
      confirmDiscard={form.formState.isDirty}
    >
      {drivers && trucks && trailers && loads ? (
        <>
          <MissingCrew
            noDriver={drivers.every((driver) => unfit(driver))}
            noTruck={trucks.every((truck) => outOfService(truck))}
          />
          <FormFrame busy={isLoading} submitLabel="Create" onCancel={onClose} onSubmit={submit}>
            <TripFields
              form={form}
              drivers={drivers}
              unfit={unfit}
              trucks={trucks}
              trailers={trailers}
              loads={loads.filter((load) => load.status === 'planned' && !load.isAssignedToTrip)}
            />
          </FormFrame>
        </>
      ) : (
        <PendingReads
          reads={[driversQuery, trucksQuery, trailersQuery, loadsQuery]}
          what="drivers and equipment"
        />
      )}
    </Dialog>
  );
}

/** Equipment in maintenance or out of service takes no new trip (the API refuses it too). */
const outOfService = (unit: Truck | Trailer) =>
  unit.status === 'maintenance' || unit.status === 'out_of_service'
    ? EQUIPMENT_STATUS_LABELS[unit.status]
    : undefined;

/**
 * A driver whose CDL or medical card has expired by `today` takes no new trip (the API answers
 * 409): why, e.g. 'CDL expired 10/01/2026'.
 */
const unfitDriver = (today: string) => (driver: Driver) => {
  const expired = expiredDriverPaper(driver, today);
  return expired
    ? `${COMPLIANCE_DOCUMENT_LABELS[expired.document]} expired ${formatUsDate(expired.expiresOn)}`
    : undefined;
};

/** A trip needs a driver and a truck in service: says where to add what is missing. */
function MissingCrew({ noDriver, noTruck }: { noDriver: boolean; noTruck: boolean }) {
  if (!noDriver && !noTruck) return null;
  return (
    <p role="note">
      A trip needs a driver and a truck in service.{' '}
      {noDriver ? <Link to="/fleetfolio/drivers">Add a driver under Drivers</Link> : null}
      {noDriver && noTruck ? ' and ' : null}
      {noTruck ? (
        <Link to="/fleetfolio/equipment">{noDriver ? 'add' : 'Add'} a truck under Equipment</Link>
      ) : null}
      {' first.'}
    </p>
  );
}

interface TripFieldsProps {
  form: SchemaForm<TripFormValues, TripInput>;
  drivers: Driver[];
  /** Why a driver cannot take the trip (expired papers), if so. */
  unfit: (driver: Driver) => string | undefined;
  trucks: Truck[];
  trailers: Trailer[];
  loads: PlannedLoad[];
}

function TripFields({ form, drivers, unfit, trucks, trailers, loads }: TripFieldsProps) {
  return (
    <>
      <Field label="Trip Name" {...form.field('tripName')}>
        <Input {...form.input('tripName')} />
      </Field>
      <Field label="Assign Driver" {...form.field('driverId')}>
        <Select {...form.input('driverId')}>
          <RecordOptions
            none="Select a driver"
            records={drivers}
            label={(driver) => driver.name}
            unavailable={unfit}
          />
        </Select>
      </Field>
      <Field label="Assign Equipment" {...form.field('truckId')}>
        <Select {...form.input('truckId')}>
          <RecordOptions
            none="Select a truck"
            records={trucks}
            label={truckLabel}
            unavailable={outOfService}
          />
        </Select>
      </Field>
      <Field label="Team Driver (optional)" {...form.field('teamDriverId')}>
        <Select {...form.input('teamDriverId')}>
          <RecordOptions
            none="No team driver"
            records={drivers}
            label={(driver) => driver.name}
            unavailable={unfit}
          />
        </Select>
      </Field>
      <Field label="Trailer (optional)" {...form.field('trailerId')}>
        <Select {...form.input('trailerId')}>
          <RecordOptions
            none="No trailer"
            records={trailers}
            label={(trailer) => trailer.unit}
            unavailable={outOfService}
          />
        </Select>
      </Field>
      <Field label="Load (optional)" {...form.field('loadId')}>
        <Select {...form.input('loadId')}>
          <RecordOptions
            none="Add loads later"
            records={loads}
            label={(load) => `${load.loadNumber} - ${formatUsd(load.rate)}`}
          />
        </Select>
      </Field>
    </>
  );
}
