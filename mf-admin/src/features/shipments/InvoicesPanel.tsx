import { useForm } from 'react-hook-form';
import { Badge, Button, Field, Input, type BadgeColor } from '@freight/ui';
import { errorMessage, useShellServices } from '@freight/runtime';
import {
  createInvoiceSchema,
  formatStatus,
  formatUsDate,
  formatUsd,
  type AdminShipment,
  type CreateInvoiceInput,
  type InvoiceStatus,
} from '@freight/contracts';
import { useIssueInvoiceMutation, useMarkInvoicePaidMutation } from './api';
import { contractResolver } from './formResolver';
import { Form } from './PostUpdateForm';

const COLOURS: Record<InvoiceStatus, BadgeColor> = {
  pending: 'yellow',
  paid: 'green',
  overdue: 'red',
  cancelled: 'grey',
};

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
  const { toast } = useShellServices();
  const [markPaid, { isLoading }] = useMarkInvoicePaidMutation();
  const pay = async (id: string, invoiceNumber: string) => {
    const result = await markPaid(id);
    toast.show(
      result.error
        ? {
            title: 'Payment Not Recorded',
            description: errorMessage(result.error, 'Failed to mark the invoice paid'),
            variant: 'destructive',
          }
        : { title: 'Invoice Paid', description: `Invoice ${invoiceNumber} is marked paid.` },
    );
  };
  return (
    <>
      {shipment.invoices.length === 0 ? (
        <p>No invoices issued yet</p>
      ) : (
        <ul aria-label="Invoices">
          {shipment.invoices.map((invoice) => (
            <li key={invoice.id}>
              <strong>{invoice.invoiceNumber}</strong> · {formatUsd(invoice.amount)} · due{' '}
              {formatUsDate(invoice.dueDate)}{' '}
              <Badge $variant={COLOURS[invoice.status]}>{formatStatus(invoice.status)}</Badge>
              {invoice.paidAt ? ` paid ${formatUsDate(invoice.paidAt)}` : null}{' '}
              {invoice.status === 'pending' || invoice.status === 'overdue' ? (
                <Button
                  $size="sm"
                  $variant="outline"
                  disabled={isLoading}
                  aria-label={`Mark Paid ${invoice.invoiceNumber}`}
                  onClick={() => pay(invoice.id, invoice.invoiceNumber)}
                >
                  Mark Paid
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <IssueInvoiceForm shipment={shipment} />
    </>
  );
}
