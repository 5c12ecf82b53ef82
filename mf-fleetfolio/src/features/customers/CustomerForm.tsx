import {
  CUSTOMER_TYPES,
  CUSTOMER_TYPE_LABELS,
  customerSchema,
  type CustomerInput,
  type CustomerView,
} from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Field, Input, Select, Textarea } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';
import { useSaveCustomerMutation } from './api';

const EMPTY: CustomerInput = {
  customerName: '',
  customerType: 'customer',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  notes: '',
};

const fieldsOf = ({ id, ...fields }: CustomerView): CustomerInput => {
  void id;
  return fields;
};

const TEXT_FIELDS: Array<[keyof CustomerInput, string, string?]> = [
  ['contactName', 'Contact Name'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP Code'],
];

/** Adds or edits a customer, shipper or consignee of the address book. */
export function CustomerForm({
  customer,
  onClose,
}: {
  customer?: CustomerView;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveCustomerMutation();
  const run = useMutationToast();
  const form = useSchemaForm<CustomerInput>({
    schema: customerSchema,
    defaultValues: customer ? fieldsOf(customer) : EMPTY,
  });
  const submit = form.handleSubmit(async (values) => {
    const saved = await run(
      () => save({ id: customer?.id, customer: values }).unwrap(),
      { title: 'Customer Saved', description: `${values.customerName} has been saved.` },
      'Failed to save the customer',
      form,
    );
    if (saved) onClose();
  });
  return (
    <FormDialog
      title={customer ? 'Edit Customer' : 'Add Customer'}
      onClose={onClose}
      busy={isLoading}
      dirty={form.formState.isDirty}
      submitLabel="Save Customer"
      onSubmit={submit}
    >
      <Field label="Name" {...form.field('customerName')}>
        <Input {...form.input('customerName')} />
      </Field>
      <Field label="Type" {...form.field('customerType')}>
        <Select {...form.input('customerType')}>
          {CUSTOMER_TYPES.map((type) => (
            <option key={type} value={type}>
              {CUSTOMER_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      {TEXT_FIELDS.map(([name, label, type]) => (
        <Field key={name} label={label} {...form.field(name)}>
          <Input type={type ?? 'text'} {...form.input(name)} />
        </Field>
      ))}
      <Field label="Notes" {...form.field('notes')}>
        <Textarea {...form.input('notes')} />
      </Field>
    </FormDialog>
  );
}
