import {
  FLEET_UNDO_SECONDS,
  INVOICE_STATUS_LABELS,
  statusColour,
  type CarrierInvoiceView,
  formatUsd,
} from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { FactList } from '../../shared/FactList';
import { ButtonRow, ItemHeader } from '../../shared/layout';
import { useOfferUndo } from '../../shared/UndoNotice';
import {
  invoicePdfUrl,
  useDeleteCarrierInvoiceMutation,
  useRestoreCarrierInvoiceMutation,
} from './api';
import { EmailInvoiceDialog } from './EmailInvoiceDialog';
import { PaymentForm } from './PaymentForm';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '—');

interface DeleteInvoiceProps {
  invoice: CarrierInvoiceView;
  onDeleted: () => void;
}

/**
 * Delete, after asking, with Undo for the seconds the API keeps the deletion. The API refuses an
 * invoice with payments, so such an invoice offers none (a refusal still says the API's reason).
 */
function DeleteInvoice({ invoice, onDeleted }: DeleteInvoiceProps) {
  const [deleteInvoice, deleting] = useDeleteCarrierInvoiceMutation();
  const [restoreInvoice] = useRestoreCarrierInvoiceMutation();
  const offerUndo = useOfferUndo();
  const run = useMutationToast();
  const [confirming, setConfirming] = useState(false);
  const { id, invoiceNumber } = invoice;
  const confirm = async () => {
    const deleted = await run(
      () => deleteInvoice(id).unwrap(),
      { title: 'Invoice Deleted', description: `Invoice ${invoiceNumber} was deleted.` },
      'Failed to delete the invoice',
    );
    setConfirming(false);
    if (!deleted) return;
    onDeleted();
    offerUndo({ label: `invoice ${invoiceNumber}`, restore: () => restoreInvoice(id).unwrap() });
  };
  return (
    <>
      <Button
        $variant="ghost"
        disabled={deleting.isLoading}
        aria-label={`Delete invoice ${invoiceNumber}`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete Invoice"
        description={`Delete invoice ${invoiceNumber}? Its loads can be invoiced again. You can undo it for ${FLEET_UNDO_SECONDS} seconds.`}
        confirmLabel="Delete Invoice"
        busy={deleting.isLoading}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

interface InvoiceCardProps {
  invoice: CarrierInvoiceView;
  /** The invoice was deleted (the tab closes it). */
  onDeleted: () => void;
}

/** One invoice: amounts, status, PDF, the 2-click email, payments and Delete (with Undo). */
export function InvoiceCard({ invoice, onDeleted }: InvoiceCardProps) {
  const [emailing, setEmailing] = useState(false);
  const facts: Array<[string, string]> = [
    ['Customer', invoice.customerName],
    ['Loads', invoice.loads.map((load) => load.loadNumber).join(', ')],
    ['Total', formatUsd(invoice.totalAmount)],
    ['Amount Paid', formatUsd(invoice.amountPaid)],
    ['Balance Due', formatUsd(invoice.balanceDue)],
    ['Sent', day(invoice.sentAt)],
    ['Paid', day(invoice.paidAt)],
  ];
  return (
    <Card as="li" aria-label={`Invoice ${invoice.invoiceNumber}`}>
      <CardContent>
        <ItemHeader>
          <h4>Invoice {invoice.invoiceNumber}</h4>
          <Badge $variant={statusColour(invoice.status)}>
            {INVOICE_STATUS_LABELS[invoice.status]}
          </Badge>
        </ItemHeader>
        <FactList facts={facts} />
        <ButtonRow>
          <Button onClick={() => setEmailing(true)}>Email Invoice</Button>
          <Button as="a" $variant="outline" href={invoicePdfUrl(invoice.id)} download>
            Download PDF
          </Button>
          {invoice.payments.length === 0 ? (
            <DeleteInvoice invoice={invoice} onDeleted={onDeleted} />
          ) : null}
        </ButtonRow>
        {invoice.payments.length > 0 ? (
          <ul aria-label={`Payments on invoice ${invoice.invoiceNumber}`}>
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                {day(payment.paidAt)}: {formatUsd(payment.paymentAmount)}
                {payment.factoringFees ? `, factoring ${formatUsd(payment.factoringFees)}` : ''}
                {payment.otherDeductions
                  ? `, deductions ${formatUsd(payment.otherDeductions)}`
                  : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {invoice.status !== 'paid' ? <PaymentForm invoice={invoice} /> : null}
        {emailing ? (
          <EmailInvoiceDialog invoice={invoice} onClose={() => setEmailing(false)} />
        ) : null}
      </CardContent>
    </Card>
  );
}
