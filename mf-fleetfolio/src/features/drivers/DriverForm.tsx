import {
  DRIVER_STATUSES,
  DRIVER_STATUS_LABELS,
  PAY_RATE_LABELS,
  PAY_TYPES,
  PAY_TYPE_LABELS,
  driverDetailsSchema,
  driverSchema,
  type Driver,
  type DriverInput,
} from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Field, Input, Select } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';
import { useCreateDriverMutation, useUpdateDriverMutation } from './api';

type DriverFormValues = Omit<DriverInput, 'payRate'> & { payRate?: number | string };

const EMPTY_DETAILS: DriverFormValues = {
  name: '',
  license: '',
  phone: '',
  email: '',
  status: 'available',
  licenseExpiration: '',
  medicalCardExpiration: '',
};
const EMPTY_PAY = { payType: 'per_mile', payRate: '' } as const;

/** The form's values: a dispatcher's form (`withPay` false) has no pay fields at all. */
function valuesOf(driver: Driver | undefined, withPay: boolean): DriverFormValues {
  if (!driver) return withPay ? { ...EMPTY_DETAILS, ...EMPTY_PAY } : EMPTY_DETAILS;
  const { id, createdAt, payType, payRate, ...details } = driver;
  void id;
  void createdAt;
  return withPay ? { ...details, payType: payType ?? 'per_mile', payRate: payRate ?? '' } : details;
}

interface DriverFormProps {
  driver?: Driver;
  /** The owner's form: pay type and rate (a dispatcher neither sees nor sets pay). */
  withPay: boolean;
  onClose: () => void;
}

/**
 * 'Add New Driver' (or edit): name, license, phone, email and pay rate are required; the pay
 * type says the rate's unit; the CDL and medical card days feed the compliance alerts.
 */
export function DriverForm({ driver, withPay, onClose }: DriverFormProps) {
  const [createDriver, creating] = useCreateDriverMutation();
  const [updateDriver, updating] = useUpdateDriverMutation();
  const run = useMutationToast();
  const busy = creating.isLoading || updating.isLoading;
  const form = useSchemaForm<DriverFormValues, DriverInput>({
    schema: withPay ? driverSchema : (driverDetailsSchema as typeof driverSchema),
    defaultValues: valuesOf(driver, withPay),
  });
  const payType = form.watch('payType') ?? 'per_mile';

  const submit = form.handleSubmit(async (values) => {
    const saved = driver
      ? await run(
          () => updateDriver({ id: driver.id, driver: values }).unwrap(),
          { title: 'Driver Updated', description: `${values.name} has been updated.` },
          'Failed to update driver',
          form,
        )
      : await run(
          () => createDriver(values).unwrap(),
          { title: 'Driver Added', description: `${values.name} has been added.` },
          'Failed to add driver',
          form,
        );
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={driver ? 'Edit Driver' : 'Add New Driver'}
      onClose={onClose}
      busy={busy}
      dirty={form.formState.isDirty}
      submitLabel={driver ? 'Save Driver' : 'Create Driver'}
      onSubmit={submit}
    >
      <Field label="Name" {...form.field('name')}>
        <Input autoComplete="off" {...form.input('name')} />
      </Field>
      <Field label="License (CDL)" {...form.field('license')}>
        <Input {...form.input('license')} />
      </Field>
      <Field label="Phone" {...form.field('phone')}>
        <Input type="tel" {...form.input('phone')} />
      </Field>
      <Field label="Email" {...form.field('email')}>
        <Input type="email" {...form.input('email')} />
      </Field>
      {withPay ? (
        <>
          <Field label="Pay Type" {...form.field('payType')}>
            <Select {...form.input('payType')}>
              {PAY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PAY_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={PAY_RATE_LABELS[payType]} {...form.field('payRate')}>
            {/* The spec's step for the input (cents per mile); the stored rate keeps 4 decimals. */}
            <Input type="number" {...form.input('payRate')} step="0.01" />
          </Field>
        </>
      ) : null}
      <Field label="Status" {...form.field('status')}>
        <Select {...form.input('status')}>
          {DRIVER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DRIVER_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="CDL expires" {...form.field('licenseExpiration')}>
        <Input type="date" {...form.input('licenseExpiration')} />
      </Field>
      <Field label="Medical card expires" {...form.field('medicalCardExpiration')}>
        <Input type="date" {...form.input('medicalCardExpiration')} />
      </Field>
    </FormDialog>
  );
}
