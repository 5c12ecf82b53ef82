import { Controller, type Control } from 'react-hook-form';
import { AddressAutocomplete, Field } from '@freight/ui';
import type { TripPlanRequest } from '@freight/contracts';
import type { InputRules } from '@freight/forms';
import type { TripFormValues } from './tripForm';

interface PlaceFieldProps {
  control: Control<TripFormValues, unknown, TripPlanRequest>;
  name: 'origin' | 'destination' | `waypoints.${number}.place`;
  label: string;
  error: string | undefined;
  /** The schema's limits of this place (its `maxLength`). */
  rules: InputRules;
  required?: boolean;
}

/** One place of the trip (origin, waypoint or destination) with address suggestions. */
export function PlaceField({
  control,
  name,
  label,
  error,
  rules,
  required = false,
}: PlaceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} required={required} error={error}>
          <AddressAutocomplete
            {...rules}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            placeholder="City, state or ZIP"
          />
        </Field>
      )}
    />
  );
}
