import type { Driver } from '@freight/contracts';
import { Field, Select } from '@freight/ui';
import type { ComponentProps } from 'react';
import { RecordOptions } from '../../shared/RecordOptions';

interface DriverFieldProps {
  drivers: Driver[];
  /** `form.field('driverId')` */
  field: { error?: string; required: boolean };
  /** `form.input('driverId')` */
  input: ComponentProps<typeof Select>;
}

/** The 'Driver' select of the settlement forms: whose settlement or pay item it is. */
export function DriverField({ drivers, field, input }: DriverFieldProps) {
  return (
    <Field label="Driver" {...field}>
      <Select {...input}>
        <RecordOptions none="Select a driver" records={drivers} label={(driver) => driver.name} />
      </Select>
    </Field>
  );
}
