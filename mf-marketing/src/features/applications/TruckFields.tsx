import {
  MAINTENANCE_CHOICES,
  MAINTENANCE_CHOICE_LABELS,
  OWNER_OPERATOR_TRUCK_MAKES,
  maxTruckYear,
  type OwnerOperatorApplicationFormValues,
} from '@freight/contracts';
import { useSchemaFormContext } from '@freight/forms';
import { Field, Input, Select } from '@freight/ui';
import { FieldGrid } from './PersonFields';

/** The owner-operator's truck, maintenance choice and previous carrier. */
export function TruckFields() {
  const form = useSchemaFormContext<OwnerOperatorApplicationFormValues>();
  return (
    <FieldGrid>
      <Field label="Truck Year" {...form.field('truckYear')}>
        {/* The schema checks 'next year' when it validates, so the input states it apart. */}
        <Input type="number" max={maxTruckYear()} {...form.input('truckYear')} />
      </Field>
      <Field label="Truck Make" {...form.field('truckMake')}>
        <Select {...form.input('truckMake')}>
          <option value="">Select a make</option>
          {OWNER_OPERATOR_TRUCK_MAKES.map((make) => (
            <option key={make} value={make}>
              {make}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Truck Model" {...form.field('truckModel')}>
        <Input {...form.input('truckModel')} />
      </Field>
      <Field label="Truck VIN" {...form.field('truckVin')}>
        <Input autoCapitalize="characters" {...form.input('truckVin')} />
      </Field>
      <Field label="Maintenance" {...form.field('maintenanceChoice')}>
        <Select {...form.input('maintenanceChoice')}>
          <option value="">Select an option</option>
          {MAINTENANCE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {MAINTENANCE_CHOICE_LABELS[choice]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Previous Carrier (optional)" {...form.field('previousCarrier')}>
        <Input {...form.input('previousCarrier')} />
      </Field>
    </FieldGrid>
  );
}
