import type { ReactNode } from 'react';
import type { DataTableColumn } from '@freight/ui';
import {
  ADDITIONAL_FREIGHT_TYPE_LABELS,
  ASSISTANCE_LOCATION_LABELS,
  ASSISTANCE_TYPE_LABELS,
  DRIVER_ASSISTANCE_LABELS,
  FREIGHT_TYPE_LABELS,
  ADMIN_QUOTE_SORTS,
  QUOTE_STATUSES,
  TIME_TYPE_LABELS,
  formatStatus,
  labelOf,
  staffQuoteStatusesFor,
  type AdminQuote,
  type SortDirection,
} from '@freight/contracts';
import {
  useAdminQuoteQuery,
  useAdminQuotesInfiniteQuery,
  useChangeQuoteStatusMutation,
} from './api';
import { QuotePriceButton } from './QuotePriceButton';
import { QuotePriceSummary } from './QuotePriceSummary';
import { DetailList } from '../../shared/DetailList';
import { DocumentLinks } from '../../shared/DocumentLinks';
import { DetailPanel } from '../../shared/DetailPanel';
import { ItemCard } from '../../shared/ItemCard';
import { ListTable } from '../../shared/ListTable';
import { StatusBadge } from '../../shared/StatusBadge';
import { StatusControl } from '../../shared/StatusControl';
import { StatusHistory } from '../../shared/StatusHistory';
import { formatDate, formatDateTime } from '../../shared/formatDate';
import { useTableQuery } from '@freight/runtime';
import { statusLabels } from '../../shared/listQuery';

// Loaded on the status control's first focus: joi stays out of the first screen's code.
const loadQuoteStatusChangeSchema = () =>
  import('@freight/contracts/adminSchemas').then((module) => module.quoteStatusChangeSchema);

const QUOTE_DEFAULT_SORT = { sort: 'createdAt', dir: 'desc' } as const satisfies {
  sort: (typeof ADMIN_QUOTE_SORTS)[number];
  dir: SortDirection;
};

export interface QuotesListProps {
  /** Extra per-quote actions composed in by the app (e.g. 'Create Shipment'). */
  renderQuoteActions?: (quote: AdminQuote) => ReactNode;
}

/** 'Appointment, 8:00 AM': how the time was asked for, and the time typed. */
const timeOf = (timeType?: string, time?: string) =>
  [labelOf(TIME_TYPE_LABELS, timeType), time].filter(Boolean).join(', ');

function QuoteCard({ quote, actions }: { quote: AdminQuote; actions?: ReactNode }) {
  const [changeStatus] = useChangeQuoteStatusMutation();
  return (
    <ItemCard
      title={quote.companyName}
      subtitle={
        quote.reference
          ? `Quote request ${quote.reference} from ${quote.contactName}`
          : `Quote request from ${quote.contactName}`
      }
      status={quote.status}
      footer={
        <>
          <StatusControl
            itemLabel={`quote from ${quote.companyName}`}
            current={quote.status}
            statuses={staffQuoteStatusesFor(quote)}
            schema={loadQuoteStatusChangeSchema}
            onSubmit={(status, note) => changeStatus({ id: quote.id, status, note }).unwrap()}
          />
          <QuotePriceSummary quote={quote} />
          <QuotePriceButton quote={quote} />
          <StatusHistory history={quote.history} />
          <DocumentLinks documents={quote.documents} />
          {actions}
        </>
      }
    >
      <DetailList
        details={[
          { label: 'Reference', value: quote.reference },
          { label: 'Contact', value: quote.contactName },
          { label: 'Phone', value: quote.phone },
          { label: 'Email', value: quote.email },
          { label: 'Pickup', value: quote.pickupLocation },
          { label: 'Delivery', value: quote.deliveryLocation },
          { label: 'Freight type', value: labelOf(FREIGHT_TYPE_LABELS, quote.freightType) },
          { label: 'Weight', value: quote.weight },
          {
            label: 'Requested date',
            value: quote.requestedDate && formatDate(quote.requestedDate),
          },
          {
            label: 'Additional freight type',
            value: labelOf(ADDITIONAL_FREIGHT_TYPE_LABELS, quote.additionalFreightType),
          },
          { label: 'Dimensions', value: quote.dimensions },
          { label: 'Pickup date', value: quote.pickupDate && formatDate(quote.pickupDate) },
          { label: 'Pickup time', value: timeOf(quote.pickupTimeType, quote.pickupTime) },
          { label: 'Delivery date', value: quote.deliveryDate && formatDate(quote.deliveryDate) },
          { label: 'Delivery time', value: timeOf(quote.deliveryTimeType, quote.deliveryTime) },
          {
            label: 'Driver assistance',
            value: labelOf(DRIVER_ASSISTANCE_LABELS, quote.driverAssistance),
          },
          {
            label: 'Assistance location',
            value: labelOf(ASSISTANCE_LOCATION_LABELS, quote.assistanceLocation),
          },
          {
            label: 'Assistance type',
            value: labelOf(ASSISTANCE_TYPE_LABELS, quote.assistanceType),
          },
          { label: 'Additional information', value: quote.additionalInfo },
          { label: 'Received', value: formatDateTime(quote.createdAt) },
        ]}
      />
    </ItemCard>
  );
}

const QUOTE_STATUS_LABELS = statusLabels(QUOTE_STATUSES);

const QUOTE_COLUMNS: DataTableColumn<AdminQuote>[] = [
  {
    key: 'companyName',
    header: 'Company',
    render: (quote) => quote.companyName,
    sortable: true,
  },
  {
    key: 'reference',
    header: 'Reference',
    render: (quote) => quote.reference ?? '—',
    csv: (quote) => quote.reference ?? '',
    sortable: true,
  },
  { key: 'contactName', header: 'Contact', render: (quote) => quote.contactName },
  { key: 'email', header: 'Email', render: (quote) => quote.email },
  {
    key: 'route',
    header: 'Route',
    render: (quote) => `${quote.pickupLocation} → ${quote.deliveryLocation}`,
  },
  {
    key: 'freightType',
    header: 'Freight type',
    render: (quote) => labelOf(FREIGHT_TYPE_LABELS, quote.freightType),
  },
  {
    key: 'status',
    header: 'Status',
    render: (quote) => <StatusBadge status={quote.status} />,
    csv: (quote) => formatStatus(quote.status),
    sortable: true,
  },
  {
    key: 'createdAt',
    header: 'Received',
    render: (quote) => formatDateTime(quote.createdAt),
    sortable: true,
  },
];

/** The open quote: from the loaded pages, else read by its id (a shared or reloaded address). */
function OpenQuote({
  id,
  listed,
  onClose,
  actions,
}: {
  id: string;
  listed?: AdminQuote;
  onClose: () => void;
  actions?: (quote: AdminQuote) => ReactNode;
}) {
  const read = useAdminQuoteQuery(id, { skip: Boolean(listed) });
  const quote = listed ?? read.data;
  return (
    <DetailPanel label="Quote request" onClose={onClose} read={read}>
      {quote && <QuoteCard quote={quote} actions={actions?.(quote)} />}
    </DetailPanel>
  );
}

/**
 * The quotes tab: a table of quote requests (newest first unless sorted), searchable, filtered
 * by status and received date, a page at a time with Load more; its state and the open quote
 * live in the address (`?status=pending&quote=<id>`). A row's company opens the quote's card
 * (status, price, history, documents, actions) above the table.
 */
export function QuotesList({ renderQuoteActions }: QuotesListProps) {
  const table = useTableQuery({
    statuses: QUOTE_STATUS_LABELS,
    sorts: ADMIN_QUOTE_SORTS,
    defaultSort: QUOTE_DEFAULT_SORT,
    searchLabel: 'Search by name, company or reference',
    dateLabels: { from: 'Received from', to: 'Received to' },
    openParam: 'quote',
  });
  const result = useAdminQuotesInfiniteQuery(table.query);
  const pages = result.data?.pages ?? [];
  const quotes = pages.flatMap((page) => page.items);
  return (
    <div>
      {table.openId && (
        <OpenQuote
          id={table.openId}
          listed={quotes.find((quote) => quote.id === table.openId)}
          onClose={() => table.open(undefined)}
          actions={renderQuoteActions}
        />
      )}
      <ListTable
        title="Quote requests"
        noun={{ one: 'quote request', other: 'quote requests' }}
        columns={QUOTE_COLUMNS}
        rowLabel={(quote) => `quote from ${quote.companyName}`}
        csvFileName="quote-requests.csv"
        table={table}
        result={result}
      />
    </div>
  );
}
