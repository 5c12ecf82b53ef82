import {
  FLEET_OPERATIONS_MESSAGES,
  carrierInvoiceSchema,
  type CarrierInvoiceInput,
  type CarrierInvoiceView,
  type PlannedLoad,
} from '@freight/contracts';
import { type SchemaForm, useSaveForm } from '@freight/forms';
import { useEffect } from 'react';
import { Field, Input, Select } from '@freight/ui';
import { formatDollars } from '../../shared/format';
import { FormDialog } from '../../shared/FormDialog';
import { PendingReads, type Read } from '../../shared/ReadFailure';
import { RecordOptions } from '../../shared/RecordOptions';
import { useCreateCarrierInvoiceMutation, useNextInvoiceNumberQuery } from './api';

interface InvoiceValues {
  invoiceNumber: string;
  loadId: string;
  amount: string;
}

interface CreateInvoiceDialogProps {
  /**
   * Loads that may be invoiced: In Transit (spec) or Delivered, and on no invoice yet; unknown
   * until `loadReads` have answered.
   */
  loads?: PlannedLoad[];
  loadReads: Read[];
  onClose: () => void;
  /** The invoice just created (the tab opens it). */
  onCreated?: (invoice: CarrierInvoiceView) => void;
}

/** Fills the carrier's next INV- number in while the field is untouched; it stays editable. */
function useSuggestedNumber({
  getFieldState,
  getValues,
  resetField,
}: SchemaForm<InvoiceValues, CarrierInvoiceInput>) {
  const { data: next } = useNextInvoiceNumberQuery();
  useEffect(() => {
    // Never over what the carrier typed, even when the suggestion arrives after it.
    const untouched = !getFieldState('invoiceNumber').isDirty && getValues('invoiceNumber') === '';
    if (next && untouched) resetField('invoiceNumber', { defaultValue: next.invoiceNumber });
  }, [next, getFieldState, getValues, resetField]);
}

/** 'Create New Invoice': number (the next of the carrier's sequence), load (shown as load number and rate) and amount. */
export function CreateInvoiceDialog({
  loads,
  loadReads,
  onClose,
  onCreated,
}: CreateInvoiceDialogProps) {
  const [createInvoice, { isLoading }] = useCreateCarrierInvoiceMutation();
  const { form, submit } = useSaveForm<InvoiceValues, CarrierInvoiceInput, CarrierInvoiceView>({
    schema: carrierInvoiceSchema,
    defaultValues: { invoiceNumber: '', loadId: '', amount: '' },
    save: async (invoice) => {
      const created = await createInvoice(invoice).unwrap();
      onCreated?.(created);
      return created;
    },
    success: {
      title: FLEET_OPERATIONS_MESSAGES.invoiceCreatedTitle,
      description: FLEET_OPERATIONS_MESSAGES.invoiceCreatedDescription,
    },
    failure: 'Failed to create invoice',
    onSaved: onClose,
  });
  useSuggestedNumber(form);
  const loadField = form.input('loadId', {
    onChange: (event: { target: { value: string } }) => {
      const load = loads?.find((item) => item.id === event.target.value);
      if (load) form.setValue('amount', String(load.rate));
    },
  });
  return (
    <FormDialog
      title="Create New Invoice"
      onClose={onClose}
      // From the click on (validation runs first), so a double click sends one invoice.
      busy={isLoading || form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel="Create"
      onSubmit={submit}
    >
      <Field label="Invoice Number" {...form.field('invoiceNumber')}>
        <Input {...form.input('invoiceNumber')} />
      </Field>
      {loads ? (
        <Field label="Select Load" {...form.field('loadId')}>
          <Select {...loadField}>
            <RecordOptions
              none="Select a load"
              records={loads}
              label={(load) => `${load.loadNumber} - ${formatDollars(load.rate)}`}
            />
          </Select>
        </Field>
      ) : (
        <PendingReads reads={loadReads} what="loads to invoice" />
      )}
      <Field label="Invoice Amount" {...form.field('amount')}>
        <Input type="number" {...form.input('amount')} />
      </Field>
    </FormDialog>
  );
}
