import type { Driver } from '@freight/contracts';
import { Field, Select } from '@freight/ui';
import type { ComponentProps } from 'react';
import { PendingReads, type Read } from '../../shared/ReadFailure';
import { RecordOptions } from '../../shared/RecordOptions';

/** The read of the carrier's drivers (`useSettlementDriversQuery`). */
export interface DriversRead extends Read {
  data?: Driver[];
}

interface DriverFieldProps {
  drivers: DriversRead;
  /** `form.field('driverId')` */
  field: { error?: string; required: boolean };
  /** `form.input('driverId')` */
  input: ComponentProps<typeof Select>;
}

/**
 * The 'Driver' select of the settlement forms: whose settlement or pay item it is; until the
 * drivers are known, that they are loading or why they could not be read.
 */
export function DriverField({ drivers, field, input }: DriverFieldProps) {
  if (!drivers.data) return <PendingReads reads={[drivers]} what="drivers" />;
  return (
    <Field label="Driver" {...field}>
      <Select {...input}>
        <RecordOptions
          none="Select a driver"
          records={drivers.data}
          label={(driver) => driver.name}
        />
      </Select>
    </Field>
  );
}
