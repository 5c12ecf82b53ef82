import { FLEET_ROLE_DESCRIPTIONS, FLEET_ROLE_LABELS, INVITABLE_ROLES } from '@freight/contracts';
import { useSchemaFormContext } from '@freight/forms';
import { Field, Select } from '@freight/ui';
import { PendingReads } from '../../shared/ReadFailure';
import { useTeamDriversQuery } from './api';

/** What both the invitation and the role change ask: the role, and a driver's record. */
export interface RoleValues {
  role: (typeof INVITABLE_ROLES)[number];
  driverId: string;
}

/** The role select and, for a driver, the driver record the person acts as (in a form's provider). */
export function RoleFields() {
  const drivers = useTeamDriversQuery();
  const form = useSchemaFormContext<RoleValues>();
  const role = form.watch('role');
  return (
    <>
      <Field label="Role" {...form.field('role')}>
        <Select {...form.input('role')}>
          {INVITABLE_ROLES.map((value) => (
            <option key={value} value={value}>
              {FLEET_ROLE_LABELS[value]}: {FLEET_ROLE_DESCRIPTIONS[value]}
            </option>
          ))}
        </Select>
      </Field>
      {role === 'driver' && drivers.data ? (
        <Field label="Driver record" {...form.field('driverId')}>
          <Select {...form.input('driverId')}>
            <option value="">Choose a driver</option>
            {drivers.data.map((driver) => (
              <option key={driver.id} value={driver.id}>
                {driver.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {role === 'driver' && !drivers.data ? (
        <PendingReads reads={[drivers]} what="driver records" />
      ) : null}
    </>
  );
}
