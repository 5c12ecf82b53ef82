import { FLEET_OPERATIONS_MESSAGES, type PlannedLoad } from '@freight/contracts';
import { Field, Input, Select } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { formatDollars } from '../../shared/format';
import { FormDialog } from '../../shared/FormDialog';
import { RecordOptions } from '../../shared/RecordOptions';
import { useMutationToast } from '../../shared/useMutationToast';
import { useCreateCarrierInvoiceMutation } from './api';

interface InvoiceValues {
  invoiceNumber: string;
  loadId: string;
  amount: string;
}

interface CreateInvoiceDialogProps {
  /** Loads that may be invoiced: In Transit (spec) or Delivered, and on no invoice yet. */
  loads: PlannedLoad[];
  onClose: () => void;
}

/** 'Create New Invoice': number, load (shown as load number and rate) and amount. */
export function CreateInvoiceDialog({ loads, onClose }: CreateInvoiceDialogProps) {
  const [createInvoice, { isLoading }] = useCreateCarrierInvoiceMutation();
  const run = useMutationToast();
  const { register, handleSubmit, setValue, formState } = useForm<InvoiceValues>({
    defaultValues: { invoiceNumber: '', loadId: '', amount: '' },
  });
  const errors = formState.errors;
  const loadField = register('loadId', {
    required: 'Choose a load',
    onChange: (event: { target: { value: string } }) => {
      const load = loads.find((item) => item.id === event.target.value);
      if (load) setValue('amount', String(load.rate));
    },
  });
  const submit = handleSubmit(async (values) => {
    const created = await run(
      () =>
        createInvoice({
          invoiceNumber: values.invoiceNumber,
          loadId: values.loadId,
          amount: Number(values.amount),
        }).unwrap(),
      {
        title: FLEET_OPERATIONS_MESSAGES.invoiceCreatedTitle,
        description: FLEET_OPERATIONS_MESSAGES.invoiceCreatedDescription,
      },
      'Failed to create invoice',
    );
    if (created) onClose();
  });

  return (
    <FormDialog
      title="Create New Invoice"
      onClose={onClose}
      busy={isLoading}
      submitLabel="Create"
      onSubmit={submit}
    >
      <Field label="Invoice Number" error={errors.invoiceNumber?.message} required>
        <Input
          aria-required
          {...register('invoiceNumber', { required: 'Invoice Number is required' })}
        />
      </Field>
      <Field label="Select Load" error={errors.loadId?.message} required>
        <Select aria-required {...loadField}>
          <RecordOptions
            none="Select a load"
            records={loads}
            label={(load) => `${load.loadNumber} - ${formatDollars(load.rate)}`}
          />
        </Select>
      </Field>
      <Field label="Invoice Amount" error={errors.amount?.message} required>
        <Input
          type="number"
          min="0"
          step="0.01"
          aria-required
          {...register('amount', {
            required: 'Invoice Amount is required',
            validate: (value) => Number(value) > 0 || 'Invoice Amount must be more than 0',
          })}
        />
      </Field>
    </FormDialog>
  );
}
