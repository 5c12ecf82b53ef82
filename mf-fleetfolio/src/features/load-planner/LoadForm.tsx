import {
  LOAD_STATUSES,
  LOAD_STATUS_LABELS,
  plannedLoadSchema,
  type PlannedLoad,
  type PlannedLoadInput,
} from '@freight/contracts';
import { Field, Input, Select } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { joiFormResolver } from '../../shared/joiFormResolver';
import { FormDialog } from '../../shared/FormDialog';
import { useMutationToast } from '../../shared/useMutationToast';
import { useCreatePlannedLoadMutation, useUpdatePlannedLoadMutation } from './api';

type LoadFormValues = Omit<PlannedLoadInput, 'rate'> & { rate: number | string };

const EMPTY: LoadFormValues = {
  loadNumber: '',
  customer: '',
  pickupLocation: '',
  deliveryLocation: '',
  pickupDate: '',
  deliveryDate: '',
  rate: '',
};

function valuesOf(load: PlannedLoad): LoadFormValues {
  const { loadNumber, customer, pickupLocation, deliveryLocation, pickupDate, deliveryDate } = load;
  return {
    loadNumber,
    customer,
    pickupLocation,
    deliveryLocation,
    pickupDate,
    deliveryDate,
    rate: load.rate,
    status: load.status,
  };
}

interface LoadFormProps {
  /** The load being edited; leave out to add a new one. */
  load?: PlannedLoad;
  onClose: () => void;
}

/** Add or edit a planned load; every field of the spec's form is required, rate numeric. */
export function LoadForm({ load, onClose }: LoadFormProps) {
  const [createLoad, creating] = useCreatePlannedLoadMutation();
  const [updateLoad, updating] = useUpdatePlannedLoadMutation();
  const run = useMutationToast();
  const busy = creating.isLoading || updating.isLoading;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoadFormValues, unknown, PlannedLoadInput>({
    resolver: joiFormResolver<LoadFormValues, PlannedLoadInput>(plannedLoadSchema),
    defaultValues: load ? valuesOf(load) : EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    const saved = load
      ? await run(
          () => updateLoad({ id: load.id, load: values }).unwrap(),
          { title: 'Load Updated', description: `Load ${values.loadNumber} has been updated.` },
          'Failed to update load',
        )
      : await run(
          () => createLoad(values).unwrap(),
          { title: 'Load Planned', description: `Load ${values.loadNumber} has been added.` },
          'Failed to add load',
        );
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={load ? 'Edit Planned Load' : 'Add Planned Load'}
      description="A planned load is later assigned to a trip."
      onClose={onClose}
      busy={busy}
      submitLabel={load ? 'Save Load' : 'Add Load'}
      onSubmit={submit}
    >
      <Field label="Load Number" error={errors.loadNumber?.message} required>
        <Input aria-required {...register('loadNumber')} />
      </Field>
      <Field label="Customer" error={errors.customer?.message} required>
        <Input aria-required {...register('customer')} />
      </Field>
      <Field label="Pickup Location" error={errors.pickupLocation?.message} required>
        <Input aria-required placeholder="City, State" {...register('pickupLocation')} />
      </Field>
      <Field label="Delivery Location" error={errors.deliveryLocation?.message} required>
        <Input aria-required placeholder="City, State" {...register('deliveryLocation')} />
      </Field>
      <Field label="Pickup Date" error={errors.pickupDate?.message} required>
        <Input type="date" aria-required {...register('pickupDate')} />
      </Field>
      <Field label="Delivery Date" error={errors.deliveryDate?.message} required>
        <Input type="date" aria-required {...register('deliveryDate')} />
      </Field>
      <Field label="Rate ($)" error={errors.rate?.message} required>
        <Input type="number" min="0" step="0.01" aria-required {...register('rate')} />
      </Field>
      {load ? (
        <Field label="Status">
          <Select {...register('status')}>
            {LOAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LOAD_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </FormDialog>
  );
}
