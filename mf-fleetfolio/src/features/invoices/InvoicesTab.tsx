import {
  CARRIER_INVOICE_LIST_SORTS,
  FLEET_OPERATIONS_MESSAGES,
  INVOICE_STATUS_LABELS,
  statusColour,
  type CarrierInvoiceView,
  type MarkCarrierInvoicesPaidResult,
  formatUsd,
} from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import { Badge, Button, Card, CardContent, type DataTableColumn } from '@freight/ui';
import { useState } from 'react';
import { EmptyText, ItemList, TabHeader } from '../../shared/layout';
import { ListTable } from '../../shared/ListTable';
import { RecordPanel } from '../../shared/RecordPanel';
import { useTableQuery, type TableState } from '@freight/runtime';
import {
  useCarrierInvoicePageInfiniteQuery,
  useCarrierInvoiceQuery,
  useMarkInvoicesPaidMutation,
} from './api';
import { CreateInvoiceDialog } from './CreateInvoiceDialog';
import { InvoiceCard } from './InvoiceCard';

const DEFAULT_SORT = { sort: 'createdAt', dir: 'desc' } as const;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');

const COLUMNS: DataTableColumn<CarrierInvoiceView>[] = [
  {
    key: 'invoiceNumber',
    header: 'Invoice',
    render: (invoice) => invoice.invoiceNumber,
    sortable: true,
  },
  { key: 'customer', header: 'Customer', render: (invoice) => invoice.customerName },
  {
    key: 'loads',
    header: 'Loads',
    render: (invoice) => invoice.loads.map((load) => load.loadNumber).join(', '),
  },
  {
    key: 'totalAmount',
    header: 'Total',
    render: (invoice) => formatUsd(invoice.totalAmount),
    csv: (invoice) => invoice.totalAmount,
    sortable: true,
    align: 'end',
  },
  {
    key: 'balanceDue',
    header: 'Balance Due',
    render: (invoice) => formatUsd(invoice.balanceDue),
    csv: (invoice) => invoice.balanceDue,
    sortable: true,
    align: 'end',
  },
  {
    key: 'status',
    header: 'Status',
    render: (invoice) => (
      <Badge $variant={statusColour(invoice.status)}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
    ),
    csv: (invoice) => INVOICE_STATUS_LABELS[invoice.status],
    sortable: true,
  },
  {
    key: 'createdAt',
    header: 'Created',
    render: (invoice) => day(invoice.createdAt),
    sortable: true,
  },
];

/** "Marked 2 invoices paid. Skipped INV-3 (Already paid)." */
function markedPaidText({ paid, skipped }: MarkCarrierInvoicesPaidResult) {
  const count = paid.length === 1 ? '1 invoice' : `${paid.length} invoices`;
  const skips = skipped.map((skip) => `${skip.invoiceNumber ?? 'an invoice'} (${skip.reason})`);
  return `Marked ${count} paid.${skips.length > 0 ? ` Skipped ${skips.join(', ')}.` : ''}`;
}

function MarkPaidButton({
  selected,
  clear,
}: {
  selected: CarrierInvoiceView[];
  clear: () => void;
}) {
  const [markPaid, marking] = useMarkInvoicesPaidMutation();
  const run = useMutationToast();
  const unpaid = selected.filter((invoice) => invoice.status !== 'paid');
  const onClick = async () => {
    const done = await run(
      () => markPaid(unpaid.map((invoice) => invoice.id)).unwrap(),
      (result) => ({ title: 'Invoices Marked Paid', description: markedPaidText(result) }),
      'Failed to mark the invoices paid',
    );
    if (done) clear();
  };
  return (
    <Button disabled={unpaid.length === 0 || marking.isLoading} onClick={onClick}>
      Mark {unpaid.length === 1 ? '1 invoice' : `${unpaid.length} invoices`} paid
    </Button>
  );
}

/** The open invoice's card (email, PDF, payments) above the table; read by id when not listed. */
function OpenInvoice({
  id,
  listed,
  table,
}: {
  id: string;
  listed?: CarrierInvoiceView;
  table: TableState;
}) {
  const read = useCarrierInvoiceQuery(id, { skip: Boolean(listed) });
  const invoice = listed ?? read.data;
  return (
    <RecordPanel noun="invoice" read={read} onClose={() => table.open(undefined)}>
      {invoice ? (
        <ItemList aria-label="Invoices">
          <InvoiceCard invoice={invoice} onDeleted={() => table.open(undefined)} />
        </ItemList>
      ) : null}
    </RecordPanel>
  );
}

/**
 * Invoices: a table (search by number or customer, status, created days, sort, Load more, a count) whose
 * state and open invoice live in the address; a row opens the invoice's card (email, PDF,
 * payments, Delete with Undo); selected rows can be marked paid or exported as CSV. Add Invoice
 * creates one for a load on the road or delivered and opens it.
 */
export function InvoicesTab() {
  const table = useTableQuery({
    statuses: INVOICE_STATUS_LABELS,
    sorts: CARRIER_INVOICE_LIST_SORTS,
    defaultSort: DEFAULT_SORT,
    searchLabel: 'Search by invoice number or customer',
    dateLabels: { from: 'Created from', to: 'Created to' },
    openParam: 'invoice',
  });
  const result = useCarrierInvoicePageInfiniteQuery(table.query);
  const [creating, setCreating] = useState(false);
  const pages = result.currentData?.pages ?? [];
  const listed = pages.flatMap((page) => page.items);
  // The spec's empty text when the carrier has no invoice at all (not when a filter finds none).
  const noneYet = !table.filtered && pages.length > 0 && pages[0]!.total === 0;

  return (
    <section aria-labelledby="invoices-title">
      <TabHeader>
        <div>
          <h2 id="invoices-title">Invoices</h2>
          <p>Invoice delivered loads and follow payments.</p>
        </div>
        <Button onClick={() => setCreating(true)}>Add Invoice</Button>
      </TabHeader>
      {table.openId ? (
        <OpenInvoice
          key={table.openId}
          id={table.openId}
          listed={listed.find((invoice) => invoice.id === table.openId)}
          table={table}
        />
      ) : null}
      {noneYet ? (
        <Card>
          <CardContent>
            <EmptyText>{FLEET_OPERATIONS_MESSAGES.noInvoices}</EmptyText>
          </CardContent>
        </Card>
      ) : (
        <ListTable
          title="All Invoices"
          noun={{ one: 'invoice', other: 'invoices' }}
          columns={COLUMNS}
          rowLabel={(invoice) => `invoice ${invoice.invoiceNumber}`}
          csvFileName="invoices.csv"
          table={table}
          result={result}
          bulkActions={(selected, clear) => <MarkPaidButton selected={selected} clear={clear} />}
        />
      )}
      {creating ? (
        <CreateInvoiceDialog
          onClose={() => setCreating(false)}
          onCreated={(invoice) => table.open(invoice.id)}
        />
      ) : null}
    </section>
  );
}
