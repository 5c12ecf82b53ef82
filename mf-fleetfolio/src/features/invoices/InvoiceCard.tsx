import { INVOICE_STATUS_LABELS, statusColour, type CarrierInvoiceView } from '@freight/contracts';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { useState } from 'react';
import { formatDollars } from '../../shared/format';
import { FactList } from '../../shared/FactList';
import { ButtonRow, ItemHeader } from '../../shared/layout';
import { invoicePdfUrl } from './api';
import { EmailInvoiceDialog } from './EmailInvoiceDialog';
import { PaymentForm } from './PaymentForm';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '—');

/** One invoice: amounts, status, PDF, the 2-click email and payments. */
export function InvoiceCard({ invoice }: { invoice: CarrierInvoiceView }) {
  const [emailing, setEmailing] = useState(false);
  const facts: Array<[string, string]> = [
    ['Customer', invoice.customerName],
    ['Loads', invoice.loads.map((load) => load.loadNumber).join(', ')],
    ['Total', formatDollars(invoice.totalAmount)],
    ['Amount Paid', formatDollars(invoice.amountPaid)],
    ['Balance Due', formatDollars(invoice.balanceDue)],
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
        </ButtonRow>
        {invoice.payments.length > 0 ? (
          <ul aria-label={`Payments on invoice ${invoice.invoiceNumber}`}>
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                {day(payment.paidAt)}: {formatDollars(payment.paymentAmount)}
                {payment.factoringFees ? `, factoring ${formatDollars(payment.factoringFees)}` : ''}
                {payment.otherDeductions
                  ? `, deductions ${formatDollars(payment.otherDeductions)}`
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
