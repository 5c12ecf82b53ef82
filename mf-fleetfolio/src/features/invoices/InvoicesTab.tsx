import { Card, CardContent, CardHeader, CardTitle } from '@freight/ui';
import { EmptyText, TabHeader } from '../../shared/layout';

export function InvoicesTab() {
  return (
    <section aria-labelledby="invoices-title">
      <TabHeader>
        <div>
          <h2 id="invoices-title">Invoices</h2>
          <p>Invoice delivered loads and follow payments.</p>
        </div>
      </TabHeader>
      <Card>
        <CardHeader>
          <CardTitle as="h3">All Invoices</CardTitle>
        </CardHeader>
        <CardContent>
          <EmptyText>
            No invoices created yet. Complete a load and create your first invoice.
          </EmptyText>
        </CardContent>
      </Card>
    </section>
  );
}
