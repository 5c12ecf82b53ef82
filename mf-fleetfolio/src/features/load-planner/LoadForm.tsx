import {
  CUSTOMER_TYPE_LABELS,
  LOAD_STATUSES,
  LOAD_STATUS_LABELS,
  plannedLoadSchema,
  type CustomerView,
  type PlannedLoad,
  type PlannedLoadInput,
} from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Field, Input, Select } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';
import { SuggestionInput, type Suggestion } from '../../shared/SuggestionInput';
import {
  useCreatePlannedLoadMutation,
  useLoadAddressBookQuery,
  useUpdatePlannedLoadMutation,
} from './api';

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

const placeOf = (entry: CustomerView) =>
  entry.city && entry.state ? `${entry.city}, ${entry.state}` : '';

/** Customers by name, with their type and place to tell two alike apart. */
const customerSuggestions = (book: CustomerView[]): Suggestion[] =>
  book.map((entry) => ({
    value: entry.customerName,
    note: [CUSTOMER_TYPE_LABELS[entry.customerType], placeOf(entry)].filter(Boolean).join(' · '),
  }));

/** Places ("City, ST") of the address book, named by whose place it is. */
const placeSuggestions = (book: CustomerView[]): Suggestion[] =>
  book.filter(placeOf).map((entry) => ({ value: placeOf(entry), note: entry.customerName }));

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
  const book = useLoadAddressBookQuery().data ?? [];
  const form = useSchemaForm<LoadFormValues, PlannedLoadInput>({
    schema: plannedLoadSchema,
    defaultValues: load ? valuesOf(load) : EMPTY,
  });

  const fill = (name: 'customer' | 'pickupLocation' | 'deliveryLocation') => (picked: Suggestion) =>
    form.setValue(name, picked.value, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const submit = form.handleSubmit(async (values) => {
    const saved = load
      ? await run(
          () => updateLoad({ id: load.id, load: values }).unwrap(),
          { title: 'Load Updated', description: `Load ${values.loadNumber} has been updated.` },
          'Failed to update load',
          form,
        )
      : await run(
          () => createLoad(values).unwrap(),
          { title: 'Load Planned', description: `Load ${values.loadNumber} has been added.` },
          'Failed to add load',
          form,
        );
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={load ? 'Edit Planned Load' : 'Add Planned Load'}
      description="A planned load is later assigned to a trip."
      onClose={onClose}
      busy={busy}
      dirty={form.formState.isDirty}
      submitLabel={load ? 'Save Load' : 'Add Load'}
      onSubmit={submit}
    >
      <Field label="Load Number" {...form.field('loadNumber')}>
        <Input {...form.input('loadNumber')} />
      </Field>
      <Field label="Customer" {...form.field('customer')}>
        <SuggestionInput
          listLabel="Saved customers"
          suggestions={customerSuggestions(book)}
          onPick={fill('customer')}
          {...form.input('customer')}
        />
      </Field>
      <Field label="Pickup Location" {...form.field('pickupLocation')}>
        <SuggestionInput
          placeholder="City, State"
          listLabel="Saved places"
          suggestions={placeSuggestions(book)}
          onPick={fill('pickupLocation')}
          {...form.input('pickupLocation')}
        />
      </Field>
      <Field label="Delivery Location" {...form.field('deliveryLocation')}>
        <SuggestionInput
          placeholder="City, State"
          listLabel="Saved places"
          suggestions={placeSuggestions(book)}
          onPick={fill('deliveryLocation')}
          {...form.input('deliveryLocation')}
        />
      </Field>
      <Field label="Pickup Date" {...form.field('pickupDate')}>
        <Input type="date" {...form.input('pickupDate')} />
      </Field>
      <Field label="Delivery Date" {...form.field('deliveryDate')}>
        <Input type="date" {...form.input('deliveryDate')} />
      </Field>
      <Field label="Rate ($)" {...form.field('rate')}>
        <Input type="number" {...form.input('rate')} />
      </Field>
      {load ? (
        <Field label="Status" {...form.field('status')}>
          <Select {...form.input('status')}>
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
