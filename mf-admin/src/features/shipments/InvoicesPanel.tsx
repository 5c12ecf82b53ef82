import { useForm } from 'react-hook-form';
import { Button, Field, Input } from '@freight/ui';
import { errorMessage, useShellServices } from '@freight/runtime';
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
import { contractResolver } from './formResolver';
import { Form } from './PostUpdateForm';

function IssueInvoiceForm({ shipment }: { shipment: AdminShipment }) {
  const { toast } = useShellServices();
  const [issue, { isLoading }] = useIssueInvoiceMutation();
  const { register, handleSubmit, formState, reset } = useForm<CreateInvoiceInput>({
    resolver: contractResolver(createInvoiceSchema),
    defaultValues: { amount: shipment.totalRate, dueDate: '' },
  });
  const submit = handleSubmit(async (values) => {
    const result = await issue({ ...values, shipmentId: shipment.id });
    if (result.error) {
      toast.show({
        title: 'Invoice Not Issued',
        description: errorMessage(result.error, 'Failed to issue the invoice'),
        variant: 'destructive',
      });
      return;
    }
    toast.show({
      title: 'Invoice Issued',
      description: `Invoice ${result.data.invoiceNumber} was issued.`,
    });
    reset({ amount: shipment.totalRate, dueDate: '' });
  });
  const { errors } = formState;
  return (
    <Form aria-label="Issue an invoice" noValidate onSubmit={submit}>
      <Field label="Amount (USD)" error={errors.amount?.message} required>
        <Input type="number" min="0" step="0.01" {...register('amount', { valueAsNumber: true })} />
      </Field>
      <Field label="Due Date" error={errors.dueDate?.message} required>
        <Input type="date" {...register('dueDate')} />
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
