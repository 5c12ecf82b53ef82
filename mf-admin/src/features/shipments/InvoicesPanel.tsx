import { Button, Field, Input } from '@freight/ui';
import { useMutationToast, useOneSubmission, useSchemaForm } from '@freight/forms';
import {
  createInvoiceSchema,
  formatUsDate,
  formatUsd,
  type AdminShipment,
  type CreateInvoiceInput,
} from '@freight/contracts';
import { useIssueInvoiceMutation } from './api';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { MarkPaidButton } from './MarkPaidButton';
import { Form } from './PostUpdateForm';
import { useDirtyReport, type DirtyReport } from './useDirtyReport';

interface InvoiceValues {
  amount: string;
  dueDate: string;
}

/**
 * What is left to invoice: the rate less every invoice not cancelled, in cents so that
 * 2450.50 - 2000 is 450.50. Prefilling the rate again after an invoice let a second click
 * issue a duplicate (review D43).
 */
function uninvoiced(shipment: AdminShipment, issued: number[]): number {
  const invoicedCents = [
    ...shipment.invoices
      .filter((invoice) => invoice.status !== 'cancelled')
      .map((invoice) => invoice.amount),
    ...issued,
  ].reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  return Math.max(0, Math.round(shipment.totalRate * 100) - invoicedCents) / 100;
}

const startingValues = (shipment: AdminShipment, issued: number[] = []): InvoiceValues => {
  const left = uninvoiced(shipment, issued);
  return { amount: left > 0 ? left.toFixed(2) : '', dueDate: '' };
};

function IssueInvoiceForm({
  shipment,
  onDirtyChange,
}: {
  shipment: AdminShipment;
  onDirtyChange: DirtyReport;
}) {
  const [issue, { isLoading }] = useIssueInvoiceMutation();
  const run = useMutationToast();
  const form = useSchemaForm<InvoiceValues, CreateInvoiceInput>({
    schema: createInvoiceSchema,
    defaultValues: startingValues(shipment),
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);
  const { submit, submitting } = useOneSubmission(
    form.handleSubmit(async (invoice) => {
      const issued = await run(
        () => issue({ ...invoice, shipmentId: shipment.id }).unwrap(),
        (stored) => ({
          title: 'Invoice Issued',
          description: `Invoice ${stored.invoiceNumber} was issued.`,
        }),
        'Failed to issue the invoice',
        form,
        'Invoice Not Issued',
      );
      // The shipment shown may not list the new invoice yet: count it in.
      if (issued) form.reset(startingValues(shipment, [invoice.amount]));
    }),
  );
  const busy = isLoading || submitting;
  return (
    <Form aria-label="Issue an invoice" noValidate onSubmit={submit}>
      <Field label="Amount (USD)" {...form.field('amount')}>
        <Input type="number" {...form.input('amount')} />
      </Field>
      <Field label="Due Date" {...form.field('dueDate')}>
        <Input type="date" {...form.input('dueDate')} />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Issuing...' : 'Issue Invoice'}
      </Button>
    </Form>
  );
}

/** The shipment's invoices with 'Mark Paid', and the form that issues a new one. */
export function InvoicesPanel({
  shipment,
  onDirtyChange,
}: {
  shipment: AdminShipment;
  onDirtyChange: DirtyReport;
}) {
  return (
    <>
      {shipment.invoices.length === 0 ? (
        <p>No invoices issued yet</p>
      ) : (
        <ul aria-label="Invoices">
          {shipment.invoices.map((invoice) => (
            <li key={invoice.id}>
              <strong>{invoice.invoiceNumber}</strong> · {formatUsd(invoice.amount)} · due{' '}
              {formatUsDate(invoice.dueDate)} <InvoiceStatusBadge status={invoice.status} />
              {invoice.paidAt ? ` paid ${formatUsDate(invoice.paidAt)}` : null}{' '}
              <MarkPaidButton invoice={invoice} />
            </li>
          ))}
        </ul>
      )}
      <IssueInvoiceForm shipment={shipment} onDirtyChange={onDirtyChange} />
    </>
  );
}
