import {
  CUSTOMER_TYPES,
  CUSTOMER_TYPE_LABELS,
  customerSchema,
  type CustomerInput,
  type CustomerView,
} from '@freight/contracts';
import { Field, Input, Select, Textarea } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { joiFormResolver } from '../../shared/joiFormResolver';
import { FormDialog } from '../../shared/FormDialog';
import { useMutationToast } from '../../shared/useMutationToast';
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
  const { register, handleSubmit, formState } = useForm<CustomerInput>({
    resolver: joiFormResolver<CustomerInput, CustomerInput>(customerSchema),
    defaultValues: customer ? fieldsOf(customer) : EMPTY,
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    const saved = await run(
      () => save({ id: customer?.id, customer: values }).unwrap(),
      { title: 'Customer Saved', description: `${values.customerName} has been saved.` },
      'Failed to save the customer',
    );
    if (saved) onClose();
  });
  return (
    <FormDialog
      title={customer ? 'Edit Customer' : 'Add Customer'}
      onClose={onClose}
      busy={isLoading}
      submitLabel="Save Customer"
      onSubmit={submit}
    >
      <Field label="Name" error={errors.customerName?.message} required>
        <Input aria-required {...register('customerName')} />
      </Field>
      <Field label="Type">
        <Select {...register('customerType')}>
          {CUSTOMER_TYPES.map((type) => (
            <option key={type} value={type}>
              {CUSTOMER_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      {TEXT_FIELDS.map(([name, label, type]) => (
        <Field key={name} label={label} error={errors[name]?.message}>
          <Input type={type ?? 'text'} {...register(name)} />
        </Field>
      ))}
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea {...register('notes')} />
      </Field>
    </FormDialog>
  );
}
