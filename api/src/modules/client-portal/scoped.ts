import mongoose, { Types } from 'mongoose';
import type { ClientQuote, ClientShipment, ClientUser, InvoiceView } from '@freight/contracts';
import { QuoteRequestModel, ShipmentModel } from '../../db/models';
import type { QuoteRequest } from '../../db/models/quote_requests';
import { notFound } from '../../http/errors';
import { invoiceViews } from '../invoices';
import { clientQuoteFilter, priceViews } from '../quotes';
import { clientView, findShipment, updatesFor, type ShipmentRecord } from '../shipments';
import { NEWEST_FIRST } from '../../db/newestFirst';

/**
 * Everything a client may read is found through their own email: shipments by customerEmail,
 * quotes by sender or confirmed email, invoices through those shipments. No lookup here takes
 * an id alone.
 */
const ownShipments = (client: ClientUser) => ({ customerEmail: client.email });

export async function clientShipments(client: ClientUser): Promise<ClientShipment[]> {
  const shipments = await ShipmentModel.find(ownShipments(client))
    .sort(NEWEST_FIRST)
    .lean<ShipmentRecord[]>();
  const updates = await updatesFor(shipments.map((shipment) => shipment._id));
  return shipments.map((shipment) => clientView(shipment, updates.get(String(shipment._id)) ?? []));
}

export async function clientShipment(client: ClientUser, id: string): Promise<ShipmentRecord> {
  const shipment = Types.ObjectId.isValid(id)
    ? await findShipment({ ...ownShipments(client), _id: new Types.ObjectId(id) })
    : null;
  if (!shipment) throw notFound('Shipment not found');
  return shipment;
}

async function ownShipmentIds(client: ClientUser): Promise<Types.ObjectId[]> {
  const shipments = await ShipmentModel.find(ownShipments(client)).select({ _id: 1 }).lean();
  return shipments.map((shipment) => shipment._id);
}

export async function clientInvoices(client: ClientUser): Promise<InvoiceView[]> {
  return invoiceViews({ shipmentId: mongoose.trusted({ $in: await ownShipmentIds(client) }) });
}

export async function clientInvoice(client: ClientUser, id: string): Promise<InvoiceView> {
  const ids = await ownShipmentIds(client);
  const [invoice] = Types.ObjectId.isValid(id)
    ? await invoiceViews({
        _id: new Types.ObjectId(id),
        shipmentId: mongoose.trusted({ $in: ids }),
      })
    : [];
  if (!invoice) throw notFound('Invoice not found');
  return invoice;
}

/**
 * The client's quotes: those they sent signed in, and those sent with their address whose
 * ownership the owner of the address confirmed from the mailed link (see quote_requests).
 */
export async function clientQuotes(client: ClientUser): Promise<ClientQuote[]> {
  const quotes = await QuoteRequestModel.find(clientQuoteFilter(client)).sort(NEWEST_FIRST).lean();
  return quotes.map(clientQuoteView);
}

/** One of the client's quotes, as listed. */
export async function clientQuote(client: ClientUser, id: string): Promise<ClientQuote> {
  const quote = Types.ObjectId.isValid(id)
    ? await QuoteRequestModel.findOne({
        $and: [{ _id: new Types.ObjectId(id) }, clientQuoteFilter(client)],
      }).lean()
    : null;
  if (!quote) throw notFound('Quote not found');
  return clientQuoteView(quote);
}

type StoredQuote = QuoteRequest & { _id: Types.ObjectId; createdAt?: Date };

function clientQuoteView(quote: StoredQuote): ClientQuote {
  return {
    id: String(quote._id),
    ...(quote.reference ? { reference: quote.reference } : {}),
    pickupLocation: quote.pickupLocation,
    deliveryLocation: quote.deliveryLocation,
    freightType: quote.freightType,
    weight: quote.weight ?? '',
    requestedDate: quote.requestedDate ?? null,
    status: quote.status,
    createdAt: (quote.createdAt as Date).toISOString(),
    ...priceViews(quote),
  };
}
