import {
  FLEET_OPERATIONS_MESSAGES,
  LIST_SEARCH_MAX,
  carrierInvoiceSchema,
  type CarrierInvoiceInput,
  type CarrierInvoiceView,
  type ListPage,
  type PlannedLoad,
  formatUsd,
} from '@freight/contracts';
import { type SchemaForm, useSaveForm } from '@freight/forms';
import { useEffect, useState } from 'react';
import { Field, Input, SEARCH_PAUSE_MS, Select } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';
import { PendingReads, ReadFailure } from '../../shared/ReadFailure';
import { RecordOptions } from '../../shared/RecordOptions';
import {
  useCreateCarrierInvoiceMutation,
  useInvoiceableLoadsQuery,
  useNextInvoiceNumberQuery,
} from './api';

interface InvoiceValues {
  invoiceNumber: string;
  loadId: string;
  amount: string;
}

interface CreateInvoiceDialogProps {
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

/**
 * The search of the loads to invoice, sent once typing rests; Enter sends it at once and never
 * submits the invoice.
 */
function LoadSearch({ hint, onSearch }: { hint: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <Field label="Find a Load" hint={hint}>
      <Input
        type="search"
        value={text}
        maxLength={LIST_SEARCH_MAX}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onSearch(text.trim());
        }}
      />
    </Field>
  );
}

/** What the load select says under it: why it offers none, or that it offers only some. */
function choicesHint({ items, total }: ListPage<PlannedLoad>, search: string) {
  if (total === 0) {
    return search
      ? 'No load to invoice matches this search.'
      : 'No load on the road or delivered is waiting for an invoice.';
  }
  return total > items.length
    ? `Showing ${items.length} of ${total}, the latest deliveries first.`
    : undefined;
}

/**
 * 'Create New Invoice': number (the next of the carrier's sequence), load (shown as load number
 * and rate; the latest deliveries on no invoice, read from the server, searchable when there are
 * more) and amount (the load's rate once chosen).
 */
export function CreateInvoiceDialog({ onClose, onCreated }: CreateInvoiceDialogProps) {
  const [createInvoice, { isLoading }] = useCreateCarrierInvoiceMutation();
  const [search, setSearch] = useState('');
  const loads = useInvoiceableLoadsQuery(search);
  // The load chosen stays an option when a later search leaves it out.
  const [chosen, setChosen] = useState<PlannedLoad>();
  const found = loads.data?.items ?? [];
  const choices =
    chosen && !found.some((load) => load.id === chosen.id) ? [chosen, ...found] : found;
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
      const load = choices.find((item) => item.id === event.target.value);
      setChosen(load);
      if (load) form.setValue('amount', String(load.rate));
    },
  });
  const page = loads.data;
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
      {page ? (
        <>
          {page.total > page.items.length || search ? (
            <LoadSearch hint="By load number or customer." onSearch={setSearch} />
          ) : null}
          <ReadFailure read={loads} fallback="Your loads to invoice could not be loaded." stale />
          <Field label="Select Load" hint={choicesHint(page, search)} {...form.field('loadId')}>
            <Select {...loadField}>
              <RecordOptions
                none="Select a load"
                records={choices}
                label={(load) => `${load.loadNumber} - ${formatUsd(load.rate)}`}
              />
            </Select>
          </Field>
        </>
      ) : (
        <PendingReads reads={[loads]} what="loads to invoice" />
      )}
      <Field label="Invoice Amount" {...form.field('amount')}>
        <Input type="number" {...form.input('amount')} />
      </Field>
    </FormDialog>
  );
}
