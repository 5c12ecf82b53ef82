import { useState } from 'react';
import { Card, CardContent } from '@freight/ui';
import { INVOICE_STATUSES, formatUsDate, formatUsd, type InvoiceStatus } from '@freight/contracts';
import { DetailList } from '../../shared/DetailList';
import { ItemList } from '../../shared/ItemCard';
import { NO_MATCH, QueryState } from '../../shared/QueryState';
import { StatusFilter } from '../../shared/StatusFilter';
import { useAdminInvoicesQuery } from './api';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { MarkPaidButton } from './MarkPaidButton';

export const NO_INVOICES = 'No invoices issued yet';

/** The Invoices tab: every invoice (overdue computed by the API), filterable, with 'Mark Paid'. */
export function InvoicesTab() {
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const { data, isLoading, error } = useAdminInvoicesQuery(status);
  return (
    <section aria-label="Invoices">
      <StatusFilter
        label="Filter invoices by status"
        statuses={INVOICE_STATUSES}
        value={status}
        onChange={setStatus}
      />
      <QueryState
        data={data}
        isLoading={isLoading}
        error={error}
        emptyText={status ? NO_MATCH : NO_INVOICES}
      >
        {(invoices) => (
          <ItemList>
            {invoices.map((invoice) => (
              <Card as="article" key={invoice.id} aria-label={`Invoice ${invoice.invoiceNumber}`}>
                <CardContent>
                  <h3>
                    {invoice.invoiceNumber} <InvoiceStatusBadge status={invoice.status} />
                  </h3>
                  <DetailList
                    details={[
                      { label: 'Shipment', value: invoice.shipmentNumber },
                      { label: 'Customer email', value: invoice.customerEmail },
                      { label: 'Amount', value: formatUsd(invoice.amount) },
                      { label: 'Due date', value: formatUsDate(invoice.dueDate) },
                      { label: 'Paid', value: invoice.paidAt && formatUsDate(invoice.paidAt) },
                    ]}
                  />
                  <MarkPaidButton invoice={invoice} />
                </CardContent>
              </Card>
            ))}
          </ItemList>
        )}
      </QueryState>
    </section>
  );
}
