import { FLEET_OPERATIONS_MESSAGES } from '@freight/contracts';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@freight/ui';
import { useState } from 'react';
import { EmptyText, ItemList, TabHeader } from '../../shared/layout';
import { useCarrierInvoicesQuery, useInvoiceableLoadsQuery } from './api';
import { CreateInvoiceDialog } from './CreateInvoiceDialog';
import { InvoiceCard } from './InvoiceCard';

const INVOICEABLE = ['in_transit', 'delivered'];

/** Invoices: create one for a load on the road or delivered, email it, record payments. */
export function InvoicesTab() {
  const { data: invoices, isLoading, isError } = useCarrierInvoicesQuery();
  const { data: loads } = useInvoiceableLoadsQuery();
  const [creating, setCreating] = useState(false);
  const invoiced = new Set(
    (invoices ?? []).flatMap((invoice) => invoice.loads.map((load) => load.id)),
  );
  const invoiceable = (loads ?? []).filter(
    (load) => INVOICEABLE.includes(load.status) && !invoiced.has(load.id),
  );

  return (
    <section aria-labelledby="invoices-title">
      <TabHeader>
        <div>
          <h2 id="invoices-title">Invoices</h2>
          <p>Invoice delivered loads and follow payments.</p>
        </div>
        <Button onClick={() => setCreating(true)}>Add Invoice</Button>
      </TabHeader>
      {isError ? <Alert role="alert">Invoices could not be loaded. Please try again.</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle as="h3">All Invoices</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? <Skeleton aria-label="Loading invoices" /> : null}
          {!isLoading && (invoices ?? []).length === 0 ? (
            <EmptyText>{FLEET_OPERATIONS_MESSAGES.noInvoices}</EmptyText>
          ) : (
            <ItemList aria-label="Invoices">
              {(invoices ?? []).map((invoice) => (
                <InvoiceCard key={invoice.id} invoice={invoice} />
              ))}
            </ItemList>
          )}
        </CardContent>
      </Card>
      {creating ? (
        <CreateInvoiceDialog loads={invoiceable} onClose={() => setCreating(false)} />
      ) : null}
    </section>
  );
}
