import { useState, type ReactNode } from 'react';
import { Button } from '@freight/ui';
import {
  ADDITIONAL_FREIGHT_TYPE_LABELS,
  ASSISTANCE_LOCATION_LABELS,
  ASSISTANCE_TYPE_LABELS,
  DRIVER_ASSISTANCE_LABELS,
  FREIGHT_TYPE_LABELS,
  QUOTE_STATUSES,
  TIME_TYPE_LABELS,
  labelOf,
  quoteListQuerySchema,
  quoteStatusChangeSchema,
  staffQuoteStatusesFor,
  type AdminListQuery,
  type AdminQuote,
} from '@freight/contracts';
import { useAdminQuotesQuery, useChangeQuoteStatusMutation } from './api';
import { QuotePriceButton } from './QuotePriceForm';
import { QuotePriceSummary } from './QuotePriceSummary';
import { DetailList } from '../../shared/DetailList';
import { DocumentLinks } from '../../shared/DocumentLinks';
import { ItemCard, ItemList } from '../../shared/ItemCard';
import { ListFilters, useListQuery } from '../../shared/ListFilters';
import { NO_MATCH, QueryState, hasFilters } from '../../shared/QueryState';
import { StatusControl } from '../../shared/StatusControl';
import { StatusHistory } from '../../shared/StatusHistory';
import { formatDate, formatDateTime } from '../../shared/formatDate';

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
            schema={quoteStatusChangeSchema}
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

/** Quote requests shown per page. */
export const QUOTE_PAGE_SIZE = 50;

interface PageNavProps {
  page: number;
  onPrevious?: () => void;
  onNext?: () => void;
}

function PageNav({ page, onPrevious, onNext }: PageNavProps) {
  return (
    <nav aria-label="Quote request pages">
      <Button type="button" $variant="outline" disabled={!onPrevious} onClick={onPrevious}>
        Previous page
      </Button>
      <span aria-live="polite"> Page {page} </span>
      <Button type="button" $variant="outline" disabled={!onNext} onClick={onNext}>
        Next page
      </Button>
    </nav>
  );
}

const sameFilters = (one: AdminListQuery, other: AdminListQuery) =>
  one.status === other.status && one.search === other.search;

/**
 * The quotes tab: quote requests newest first, a page at a time, filterable by status and
 * searchable. One more quote than a page holds is asked for, to know whether a next page exists.
 */
export function QuotesList({ renderQuoteActions }: QuotesListProps) {
  const filters = useListQuery(QUOTE_STATUSES);
  /** The last quote of each page before the one shown, for the filters they were read with. */
  const [paging, setPaging] = useState({ filters, ends: [] as string[] });
  const pageEnds = sameFilters(paging.filters, filters) ? paging.ends : [];
  const setPageEnds = (ends: string[]) => setPaging({ filters, ends });
  const { data, isLoading, error } = useAdminQuotesQuery({
    ...filters,
    limit: QUOTE_PAGE_SIZE + 1,
    before: pageEnds.at(-1),
  });
  const quotes = data?.slice(0, QUOTE_PAGE_SIZE);
  const lastShown = quotes?.at(-1)?.id;
  const nextPageEnd = data && data.length > QUOTE_PAGE_SIZE ? lastShown : undefined;
  return (
    <section aria-label="Quote requests">
      <ListFilters
        statuses={QUOTE_STATUSES}
        schema={quoteListQuerySchema}
        searchLabel="Search by name, company or reference"
      />
      <QueryState
        data={quotes}
        isLoading={isLoading}
        error={error}
        emptyText={hasFilters(filters) ? NO_MATCH : 'No quote requests yet'}
      >
        {(quotes) => (
          <ItemList>
            {quotes.map((quote) => (
              <QuoteCard key={quote.id} quote={quote} actions={renderQuoteActions?.(quote)} />
            ))}
          </ItemList>
        )}
      </QueryState>
      {(nextPageEnd || pageEnds.length > 0) && (
        <PageNav
          page={pageEnds.length + 1}
          onPrevious={pageEnds.length > 0 ? () => setPageEnds(pageEnds.slice(0, -1)) : undefined}
          onNext={nextPageEnd ? () => setPageEnds([...pageEnds, nextPageEnd]) : undefined}
        />
      )}
    </section>
  );
}
