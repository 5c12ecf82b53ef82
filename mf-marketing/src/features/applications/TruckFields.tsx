import { useFormContext } from 'react-hook-form';
import {
  APPLICATION_TEXT_LIMITS,
  MAINTENANCE_CHOICES,
  MAINTENANCE_CHOICE_LABELS,
  MIN_TRUCK_YEAR,
  OWNER_OPERATOR_TRUCK_MAKES,
  VIN_MAX_LENGTH,
  maxTruckYear,
  type OwnerOperatorApplicationFormValues,
} from '@freight/contracts';
import { Field, Input, Select } from '@freight/ui';
import { FieldGrid } from './PersonFields';

/** The owner-operator's truck, maintenance choice and previous carrier. */
export function TruckFields() {
  const { register, formState } = useFormContext<OwnerOperatorApplicationFormValues>();
  const errors = formState.errors;
  return (
    <FieldGrid>
      <Field label="Truck Year" required error={errors.truckYear?.message}>
        <Input
          type="number"
          min={MIN_TRUCK_YEAR}
          max={maxTruckYear()}
          step={1}
          aria-required
          {...register('truckYear')}
        />
      </Field>
      <Field label="Truck Make" required error={errors.truckMake?.message}>
        <Select aria-required {...register('truckMake')}>
          <option value="">Select a make</option>
          {OWNER_OPERATOR_TRUCK_MAKES.map((make) => (
            <option key={make} value={make}>
              {make}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Truck Model" required error={errors.truckModel?.message}>
        <Input
          aria-required
          maxLength={APPLICATION_TEXT_LIMITS.truckModel}
          {...register('truckModel')}
        />
      </Field>
      <Field label="Truck VIN" required error={errors.truckVin?.message}>
        <Input
          aria-required
          maxLength={VIN_MAX_LENGTH}
          autoCapitalize="characters"
          {...register('truckVin')}
        />
      </Field>
      <Field label="Maintenance" required error={errors.maintenanceChoice?.message}>
        <Select aria-required {...register('maintenanceChoice')}>
          <option value="">Select an option</option>
          {MAINTENANCE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {MAINTENANCE_CHOICE_LABELS[choice]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Previous Carrier (optional)" error={errors.previousCarrier?.message}>
        <Input maxLength={APPLICATION_TEXT_LIMITS.employer} {...register('previousCarrier')} />
      </Field>
    </FieldGrid>
  );
}
