import { Button, Card, CardContent, type DataTableColumn } from '@freight/ui';
import { errorMessage, useShellServices } from '@freight/runtime';
import {
  ADMIN_INVOICE_SORTS,
  INVOICE_STATUSES,
  formatStatus,
  formatUsDate,
  formatUsd,
  type AdminInvoice,
} from '@freight/contracts';
import { DetailList } from '../../shared/DetailList';
import { DetailPanel } from '../../shared/DetailPanel';
import { ListTable } from '../../shared/ListTable';
import { useTableQuery } from '@freight/runtime';
import { statusLabels } from '../../shared/listQuery';
import {
  useAdminInvoiceQuery,
  useAdminInvoicesInfiniteQuery,
  useMarkInvoicesPaidMutation,
} from './api';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { MarkPaidButton } from './MarkPaidButton';

const INVOICE_STATUS_LABELS = statusLabels(INVOICE_STATUSES);

const INVOICE_COLUMNS: DataTableColumn<AdminInvoice>[] = [
  {
    key: 'invoiceNumber',
    header: 'Invoice',
    render: (invoice) => invoice.invoiceNumber,
    sortable: true,
  },
  { key: 'shipmentNumber', header: 'Shipment', render: (invoice) => invoice.shipmentNumber },
  { key: 'customerEmail', header: 'Customer email', render: (invoice) => invoice.customerEmail },
  {
    key: 'amount',
    header: 'Amount',
    render: (invoice) => formatUsd(invoice.amount),
    csv: (invoice) => invoice.amount,
    sortable: true,
    align: 'end',
  },
  {
    key: 'dueDate',
    header: 'Due date',
    render: (invoice) => formatUsDate(invoice.dueDate),
    sortable: true,
  },
  {
    key: 'status',
    header: 'Status',
    render: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    csv: (invoice) => formatStatus(invoice.status),
  },
  {
    key: 'createdAt',
    header: 'Issued',
    render: (invoice) => formatUsDate(invoice.createdAt),
    sortable: true,
  },
];

const unpaid = (invoice: AdminInvoice) =>
  invoice.status === 'pending' || invoice.status === 'overdue';

function InvoiceCard({ invoice }: { invoice: AdminInvoice }) {
  return (
    <Card as="article" aria-label={`Invoice ${invoice.invoiceNumber}`}>
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
            { label: 'Notes', value: invoice.notes },
          ]}
        />
        <MarkPaidButton invoice={invoice} />
      </CardContent>
    </Card>
  );
}

/** The open invoice: from the loaded pages, else read by its id (a shared or reloaded address). */
function OpenInvoice({
  id,
  listed,
  onClose,
}: {
  id: string;
  listed?: AdminInvoice;
  onClose: () => void;
}) {
  const read = useAdminInvoiceQuery(id, { skip: Boolean(listed) });
  const invoice = listed ?? read.data;
  return (
    <DetailPanel label="Invoice" onClose={onClose} read={read}>
      {invoice && <InvoiceCard invoice={invoice} />}
    </DetailPanel>
  );
}

/** 'Mark paid' for the selected unpaid invoices; the toast says what was done. */
function BulkMarkPaid({ selected, clear }: { selected: AdminInvoice[]; clear: () => void }) {
  const { toast } = useShellServices();
  const [markPaid, { isLoading }] = useMarkInvoicesPaidMutation();
  const ids = selected.filter(unpaid).map((invoice) => invoice.id);
  const pay = async () => {
    const result = await markPaid(ids);
    if (result.error) {
      toast.show({
        title: 'Payments Not Recorded',
        description: errorMessage(result.error, 'Failed to mark the invoices paid'),
        variant: 'destructive',
      });
      return;
    }
    const { paid, results } = result.data;
    const skipped = results.length - paid;
    toast.show({
      title: 'Invoices Paid',
      description: `${paid} ${paid === 1 ? 'invoice' : 'invoices'} marked paid.${
        skipped > 0 ? ` ${skipped} already paid, cancelled or gone.` : ''
      }`,
    });
    clear();
  };
  return (
    <Button $size="sm" disabled={ids.length === 0 || isLoading} onClick={pay}>
      {`Mark ${ids.length} paid`}
    </Button>
  );
}

/**
 * The Invoices tab: a table of invoices (overdue computed by the API) with search by number,
 * status and issued-date filters, sorting, Load more; a row opens the invoice (with 'Mark Paid'),
 * and selected invoices can be marked paid together or exported as CSV.
 */
export function InvoicesTab() {
  const table = useTableQuery({
    statuses: INVOICE_STATUS_LABELS,
    sorts: ADMIN_INVOICE_SORTS,
    defaultSort: { sort: 'createdAt', dir: 'desc' },
    searchLabel: 'Search by invoice number',
    dateLabels: { from: 'Issued from', to: 'Issued to' },
    openParam: 'invoice',
  });
  const result = useAdminInvoicesInfiniteQuery(table.query);
  const invoices = result.currentData?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div>
      {table.openId && (
        <OpenInvoice
          id={table.openId}
          listed={invoices.find((invoice) => invoice.id === table.openId)}
          onClose={() => table.open(undefined)}
        />
      )}
      <ListTable
        title="Invoices"
        noun={{ one: 'invoice', other: 'invoices' }}
        columns={INVOICE_COLUMNS}
        rowLabel={(invoice) => `invoice ${invoice.invoiceNumber}`}
        csvFileName="invoices.csv"
        table={table}
        result={result}
        bulkActions={(selected, clear) => <BulkMarkPaid selected={selected} clear={clear} />}
      />
    </div>
  );
}
