import { Button, Field, Input } from '@freight/ui';
import { useMutationToast, useSchemaForm } from '@freight/forms';
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

interface InvoiceValues {
  amount: string;
  dueDate: string;
}

const startingValues = (shipment: AdminShipment): InvoiceValues => ({
  amount: String(shipment.totalRate),
  dueDate: '',
});

function IssueInvoiceForm({ shipment }: { shipment: AdminShipment }) {
  const [issue, { isLoading }] = useIssueInvoiceMutation();
  const run = useMutationToast();
  const form = useSchemaForm<InvoiceValues, CreateInvoiceInput>({
    schema: createInvoiceSchema,
    defaultValues: startingValues(shipment),
  });
  const submit = form.handleSubmit(async (invoice) => {
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
    if (issued) form.reset(startingValues(shipment));
  });
  return (
    <Form aria-label="Issue an invoice" noValidate onSubmit={submit}>
      <Field label="Amount (USD)" {...form.field('amount')}>
        <Input type="number" {...form.input('amount')} />
      </Field>
      <Field label="Due Date" {...form.field('dueDate')}>
        <Input type="date" {...form.input('dueDate')} />
      </Field>
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Issuing...' : 'Issue Invoice'}
      </Button>
    </Form>
  );
}

/** The shipment's invoices with 'Mark Paid', and the form that issues a new one. */
export function InvoicesPanel({ shipment }: { shipment: AdminShipment }) {
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
      <IssueInvoiceForm shipment={shipment} />
    </>
  );
}
