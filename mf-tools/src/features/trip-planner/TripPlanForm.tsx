import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  KWH_PER_GALLON_EQUIVALENT,
  MAX_WAYPOINTS,
  TOLL_TAG_LABELS,
  TOLL_TAGS,
  TRUCK_AXLES_MAX,
  TRUCK_AXLES_MIN,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
  type TripPlanRequest,
} from '@freight/contracts';
import { UnreachableAlert, useSchemaForm } from '@freight/forms';
import { Button, Field, Input, Select } from '@freight/ui';
import {
  fieldOf,
  FUEL_DEFAULTS,
  loadTripFormRules,
  pathOf,
  toTripPlanRequest,
  type TripFormValues,
} from './tripForm';
import { PlaceField } from './PlaceField';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(11rem, 100%), 1fr));
`;

const Waypoint = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

const AXLE_CHOICES = Array.from(
  { length: TRUCK_AXLES_MAX - TRUCK_AXLES_MIN + 1 },
  (_, index) => TRUCK_AXLES_MIN + index,
);

export interface TripPlanFormProps {
  isCalculating: boolean;
  /** Calculates the trip; answers the failure, if any, whose field messages the form shows. */
  onSubmit: (request: TripPlanRequest) => Promise<unknown>;
  /** What the form starts with (the page's address, or the defaults). */
  initialValues: TripFormValues;
  /** Submits the initial values once on arrival: a link to a plan shows the plan. */
  calculateAtOnce?: boolean;
}

/** Origin, waypoints, destination, vehicle, departure, fuel and toll tag of a trip. */
export function TripPlanForm({
  isCalculating,
  onSubmit,
  initialValues,
  calculateAtOnce = false,
}: TripPlanFormProps) {
  const form = useSchemaForm<TripFormValues, TripPlanRequest>({
    schema: loadTripFormRules,
    defaultValues: initialValues,
    toRequest: toTripPlanRequest,
    fieldOf,
    pathOf,
  });
  const { control, formState, getFieldState, setValue } = form;
  const waypoints = useFieldArray({ control, name: 'waypoints' });
  const vehicleType = useWatch({ control, name: 'vehicleType' });
  const fuelType = useWatch({ control, name: 'fuelType' });
  const { errors } = formState;
  const electric = fuelType === 'electric';

  /** Switching car/truck swaps in that vehicle's fuel figures unless the visitor typed their own. */
  const applyFuelDefaults = (vehicle: string) => {
    if (vehicle !== 'car' && vehicle !== 'truck') return;
    const fuelFields = ['fuelType', 'fuelEfficiency', 'fuelPrice'] as const;
    if (fuelFields.some((name) => getFieldState(name).isDirty)) return;
    for (const name of fuelFields) setValue(name, FUEL_DEFAULTS[vehicle][name]);
  };

  const submit = form.handleSubmit(async (request) => {
    const failure = await onSubmit(request);
    if (failure) form.showServerErrors(failure);
  });
  const submitOnArrival = useRef(calculateAtOnce ? submit : null);
  useEffect(() => {
    const arrival = submitOnArrival.current;
    submitOnArrival.current = null;
    void arrival?.();
  }, []);

  return (
    <Form noValidate aria-label="Trip details" onFocus={form.preloadSchema} onSubmit={submit}>
      <PlaceField
        control={control}
        name="origin"
        label="Origin"
        error={errors.origin?.message}
        rules={form.rules('origin')}
        required
      />
      {waypoints.fields.map((waypoint, index) => (
        <Waypoint key={waypoint.id}>
          <PlaceField
            control={control}
            name={`waypoints.${index}.place`}
            label={`Waypoint ${index + 1}`}
            error={errors.waypoints?.[index]?.place?.message}
            rules={form.rules(`waypoints.${index}.place`)}
          />
          <Button
            type="button"
            $variant="outline"
            aria-label={`Remove waypoint ${index + 1}`}
            onClick={() => waypoints.remove(index)}
          >
            Remove
          </Button>
        </Waypoint>
      ))}
      {errors.waypoints?.message ? <p role="alert">{errors.waypoints.message}</p> : null}
      <div>
        <Button
          type="button"
          $variant="secondary"
          disabled={waypoints.fields.length >= MAX_WAYPOINTS}
          onClick={() => waypoints.append({ place: '' })}
        >
          Add waypoint
        </Button>
      </div>
      <PlaceField
        control={control}
        name="destination"
        label="Destination"
        error={errors.destination?.message}
        rules={form.rules('destination')}
        required
      />
      <Row>
        <Field label="Vehicle type" {...form.field('vehicleType')}>
          <Select
            {...form.input('vehicleType', {
              onChange: (event: { target: { value: string } }) =>
                applyFuelDefaults(event.target.value),
            })}
          >
            <option value="">Select a vehicle type</option>
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {VEHICLE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        {vehicleType === 'truck' ? (
          <Field label="Axles" {...form.field('truckAxles')}>
            <Select {...form.input('truckAxles')}>
              {AXLE_CHOICES.map((axles) => (
                <option key={axles} value={axles}>
                  {axles}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field label="Departure time" {...form.field('departureTime')}>
          <Input type="datetime-local" {...form.input('departureTime')} />
        </Field>
      </Row>
      <Fieldset>
        <legend>Fuel information</legend>
        <Row>
          <Field label="Fuel type" {...form.field('fuelType')}>
            <Select {...form.input('fuelType')}>
              {FUEL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FUEL_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={electric ? 'Efficiency (MPGe)' : 'Efficiency (MPG)'}
            {...form.field('fuelEfficiency')}
          >
            <Input type="number" inputMode="decimal" {...form.input('fuelEfficiency')} />
          </Field>
          <Field
            label={electric ? 'Price per gallon-equivalent ($)' : 'Price per gallon ($)'}
            hint={
              electric ? `One gallon-equivalent is ${KWH_PER_GALLON_EQUIVALENT} kWh.` : undefined
            }
            {...form.field('fuelPrice')}
          >
            <Input type="number" inputMode="decimal" {...form.input('fuelPrice')} />
          </Field>
        </Row>
      </Fieldset>
      <Field label="Toll tag" {...form.field('tagSelector')}>
        <Select {...form.input('tagSelector')}>
          <option value="">No toll tag</option>
          {TOLL_TAGS.map((tag) => (
            <option key={tag} value={tag}>
              {TOLL_TAG_LABELS[tag]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={isCalculating}>
        {isCalculating ? 'Calculating...' : 'Calculate Route'}
      </Button>
      {form.schemaUnreachable ? <UnreachableAlert /> : null}
    </Form>
  );
}
