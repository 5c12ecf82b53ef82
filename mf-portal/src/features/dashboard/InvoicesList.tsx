import { Badge, Button } from '@freight/ui';
import {
  CLIENT_PORTAL_MESSAGES as M,
  formatStatus,
  formatUsDate,
  formatUsd,
  statusColour,
  type InvoiceView,
} from '@freight/contracts';
import { invoicePdfUrl } from './api';
import { Actions, Empty, ItemCard, List, Row } from './List';

export function InvoicesList({ invoices }: { invoices: InvoiceView[] }) {
  if (invoices.length === 0) return <Empty>{M.noInvoices}</Empty>;
  return (
    <List aria-label="Invoices">
      {invoices.map((invoice) => (
        <ItemCard as="li" key={invoice.id} aria-label={`Invoice ${invoice.invoiceNumber}`}>
          <Row>
            <h2>{invoice.invoiceNumber}</h2>
            <Badge $variant={statusColour(invoice.status)}>{formatStatus(invoice.status)}</Badge>
          </Row>
          <p>
            {formatUsd(invoice.amount)} · due {formatUsDate(invoice.dueDate)} · shipment{' '}
            {invoice.shipmentNumber}
          </p>
          {invoice.paidAt ? <p>Paid {formatUsDate(invoice.paidAt)}</p> : null}
          <Actions>
            <Button
              as="a"
              $variant="outline"
              $size="sm"
              href={invoicePdfUrl(invoice.id)}
              download={`${invoice.invoiceNumber}.pdf`}
            >
              Download PDF
            </Button>
          </Actions>
        </ItemCard>
      ))}
    </List>
  );
}
