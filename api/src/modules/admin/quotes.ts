import mongoose from 'mongoose';
import type { AdminQuote, AdminQuoteListQuery, AdminQuoteSort, ListPage } from '@freight/contracts';
import { QuoteRequestModel, type QuoteRequest } from '../../db/models/quote_requests';
import { ShipmentModel } from '../../db/models/shipments';
import { priceViews } from '../quotes';
import { documentLinks, fileNamesOf, type FileNames, type NamedAddress } from './documents';
import { historiesOf } from './history';
import { findPage, unscopedSource } from '../../db/listPage';

const SEARCH_FIELDS = ['companyName', 'contactName', 'email', 'reference'];
const SORT_PATHS: Record<AdminQuoteSort, string> = {
  createdAt: 'createdAt',
  companyName: 'companyName',
  reference: 'reference',
  status: 'status',
};

type StoredQuote = QuoteRequest & { _id: mongoose.Types.ObjectId; createdAt?: Date };

export function quoteDocuments(quote: Pick<StoredQuote, 'documentsUrls'>): NamedAddress[] {
  return (quote.documentsUrls ?? []).map((address, index) => ({
    address,
    key: String(index),
    label: `Document ${index + 1}`,
  }));
}

const FORM_DETAILS = [
  'additionalFreightType',
  'dimensions',
  'pickupDate',
  'pickupTimeType',
  'pickupTime',
  'deliveryDate',
  'deliveryTimeType',
  'deliveryTime',
  'driverAssistance',
  'assistanceLocation',
  'assistanceType',
] as const;

/** The full quote form's optional details that were filled in. */
function formDetails(quote: StoredQuote): Partial<AdminQuote> {
  const details: Partial<Record<(typeof FORM_DETAILS)[number], string>> = {};
  for (const field of FORM_DETAILS) {
    const value = quote[field];
    if (value) details[field] = value;
  }
  return details;
}

type LinkedShipments = Map<string, AdminQuote['shipment']>;

/** What a list of quotes shows besides the quotes: shipments made and documents' file names. */
interface Linked {
  shipments: LinkedShipments;
  fileNames: FileNames;
}

async function linkedTo(quotes: StoredQuote[]): Promise<Linked> {
  const [shipments, fileNames] = await Promise.all([
    shipmentsOf(quotes),
    fileNamesOf(quotes.map(quoteDocuments)),
  ]);
  return { shipments, fileNames };
}

/** The shipments made from these quotes, by shipment id. */
async function shipmentsOf(quotes: StoredQuote[]): Promise<LinkedShipments> {
  const ids = quotes.flatMap((quote) => (quote.shipmentId ? [quote.shipmentId] : []));
  if (ids.length === 0) return new Map();
  const shipments = await ShipmentModel.find({ _id: mongoose.trusted({ $in: ids }) })
    .select('shipmentNumber')
    .lean();
  return new Map(
    shipments.map((shipment) => [
      String(shipment._id),
      { id: String(shipment._id), shipmentNumber: shipment.shipmentNumber },
    ]),
  );
}

function toAdminQuote(
  quote: StoredQuote,
  history: AdminQuote['history'],
  { shipments, fileNames }: Linked,
): AdminQuote {
  const id = String(quote._id);
  const shipment = quote.shipmentId ? shipments.get(String(quote.shipmentId)) : undefined;
  return {
    id,
    ...(quote.reference ? { reference: quote.reference } : {}),
    companyName: quote.companyName,
    contactName: quote.contactName,
    phone: quote.phone,
    email: quote.email,
    pickupLocation: quote.pickupLocation,
    deliveryLocation: quote.deliveryLocation,
    freightType: quote.freightType,
    weight: quote.weight ?? undefined,
    requestedDate: quote.requestedDate || undefined,
    additionalInfo: quote.additionalInfo ?? undefined,
    ...formDetails(quote),
    status: quote.status ?? 'pending',
    createdAt: (quote.createdAt ?? quote._id.getTimestamp()).toISOString(),
    documents: documentLinks(`/api/admin/quotes/${id}`, quoteDocuments(quote), fileNames),
    history,
    ...priceViews(quote),
    ...(shipment ? { shipment } : {}),
  };
}

/**
 * One page of quote requests (newest first unless sorted), with their documents and status
 * history, the count of all that match and the next page's cursor.
 */
export async function listQuotes(query: AdminQuoteListQuery): Promise<ListPage<AdminQuote>> {
  const page = await findPage(unscopedSource(QuoteRequestModel), query, {
    searchFields: SEARCH_FIELDS,
    sortPaths: SORT_PATHS,
  });
  const quotes = page.items as StoredQuote[];
  const [histories, linked] = await Promise.all([
    historiesOf(
      'quote_request',
      quotes.map((quote) => quote._id),
    ),
    linkedTo(quotes),
  ]);
  return {
    ...page,
    items: quotes.map((quote) =>
      toAdminQuote(quote, histories.get(String(quote._id)) ?? [], linked),
    ),
  };
}

export async function quoteById(id: mongoose.Types.ObjectId): Promise<AdminQuote | null> {
  const quote = (await QuoteRequestModel.findById(id).lean()) as StoredQuote | null;
  if (!quote) return null;
  const [histories, linked] = await Promise.all([
    historiesOf('quote_request', [quote._id]),
    linkedTo([quote]),
  ]);
  return toAdminQuote(quote, histories.get(String(quote._id)) ?? [], linked);
}
