import {
  DRIVER_STATUSES,
  DRIVER_STATUS_LABELS,
  driverSchema,
  type Driver,
  type DriverInput,
} from '@freight/contracts';
import { Field, Input, Select } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { joiFormResolver } from '../../shared/joiFormResolver';
import { FormDialog } from '../../shared/FormDialog';
import { useMutationToast } from '../../shared/useMutationToast';
import { useCreateDriverMutation, useUpdateDriverMutation } from './api';

type DriverFormValues = Omit<DriverInput, 'payRate'> & { payRate: number | string };

const EMPTY: DriverFormValues = {
  name: '',
  license: '',
  phone: '',
  email: '',
  payRate: '',
  status: 'available',
};

const valuesOf = ({ name, license, phone, email, payRate, status }: Driver): DriverFormValues => ({
  name,
  license,
  phone,
  email,
  payRate,
  status,
});

interface DriverFormProps {
  driver?: Driver;
  onClose: () => void;
}

/** 'Add New Driver' (or edit): name, license, phone, email and pay rate per mile are required. */
export function DriverForm({ driver, onClose }: DriverFormProps) {
  const [createDriver, creating] = useCreateDriverMutation();
  const [updateDriver, updating] = useUpdateDriverMutation();
  const run = useMutationToast();
  const busy = creating.isLoading || updating.isLoading;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DriverFormValues, unknown, DriverInput>({
    resolver: joiFormResolver<DriverFormValues, DriverInput>(driverSchema),
    defaultValues: driver ? valuesOf(driver) : EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    const saved = driver
      ? await run(
          () => updateDriver({ id: driver.id, driver: values }).unwrap(),
          { title: 'Driver Updated', description: `${values.name} has been updated.` },
          'Failed to update driver',
        )
      : await run(
          () => createDriver(values).unwrap(),
          { title: 'Driver Added', description: `${values.name} has been added.` },
          'Failed to add driver',
        );
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={driver ? 'Edit Driver' : 'Add New Driver'}
      onClose={onClose}
      busy={busy}
      submitLabel={driver ? 'Save Driver' : 'Create Driver'}
      onSubmit={submit}
    >
      <Field label="Name" error={errors.name?.message} required>
        <Input aria-required autoComplete="off" {...register('name')} />
      </Field>
      <Field label="License (CDL)" error={errors.license?.message} required>
        <Input aria-required {...register('license')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message} required>
        <Input type="tel" aria-required {...register('phone')} />
      </Field>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" aria-required {...register('email')} />
      </Field>
      <Field label="Pay Rate ($ per mile)" error={errors.payRate?.message} required>
        <Input type="number" min="0" step="0.01" aria-required {...register('payRate')} />
      </Field>
      <Field label="Status">
        <Select {...register('status')}>
          {DRIVER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DRIVER_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
