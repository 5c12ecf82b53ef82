import mongoose, { Types } from 'mongoose';
import type {
  AdminInvoice,
  AdminInvoiceListQuery,
  AdminInvoiceSort,
  BulkPaidOutcome,
  ListPage,
  CreateInvoiceInput,
  InvoiceView,
  MarkInvoicesPaidResult,
} from '@freight/contracts';
import { ClientPortalUserModel, InvoiceModel, ShipmentModel } from '../../db/models';
import { conflict, notFound } from '../../http/errors';
import { newInvoiceNumber, withUniqueNumber } from '../../db/uniqueNumbers';
import { statusFilter } from './status';
import { adminInvoiceView, invoiceView, type InvoiceRecord, type InvoiceShipment } from './views';
import { NEWEST_FIRST } from '../../db/newestFirst';
import { findPage, unscopedSource } from '../../db/listPage';

const INVOICE_NOT_FOUND = 'Invoice not found';

const asId = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null);

async function shipmentsOf(invoices: InvoiceRecord[]): Promise<Map<string, InvoiceShipment>> {
  const ids = [...new Set(invoices.map((invoice) => String(invoice.shipmentId)))].map(
    (id) => new Types.ObjectId(id),
  );
  const shipments = await ShipmentModel.find({ _id: mongoose.trusted({ $in: ids }) })
    .select({ shipmentNumber: 1, customerEmail: 1 })
    .lean<Array<InvoiceShipment & { _id: Types.ObjectId }>>();
  return new Map(shipments.map((shipment) => [String(shipment._id), shipment]));
}

async function loadInvoices(filter: Record<string, unknown>) {
  const invoices = await InvoiceModel.find(filter).sort(NEWEST_FIRST).lean<InvoiceRecord[]>();
  const shipments = await shipmentsOf(invoices);
  return invoices.map((invoice) => ({
    invoice,
    shipment: shipments.get(String(invoice.shipmentId)),
  }));
}

/** Invoices matching `filter` (already scoped by the caller), newest first, as the client sees them. */
export async function invoiceViews(filter: Record<string, unknown>): Promise<InvoiceView[]> {
  const now = new Date();
  return (await loadInvoices(filter)).map(({ invoice, shipment }) =>
    invoiceView(invoice, shipment, now),
  );
}

async function adminInvoiceViews(filter: Record<string, unknown>): Promise<AdminInvoice[]> {
  const now = new Date();
  return (await loadInvoices(filter)).map(({ invoice, shipment }) =>
    adminInvoiceView(invoice, shipment, now),
  );
}

const INVOICE_SORT_PATHS: Record<AdminInvoiceSort, string> = {
  createdAt: 'createdAt',
  invoiceNumber: 'invoiceNumber',
  amount: 'amount',
  dueDate: 'dueDate',
};

/**
 * A page of the invoices table. The status filter is the effective one (overdue is a pending
 * invoice past its due date), so it is a base filter rather than an equality on `status`.
 */
export async function listInvoices({
  status,
  ...query
}: AdminInvoiceListQuery): Promise<ListPage<AdminInvoice>> {
  const page = await findPage(unscopedSource(InvoiceModel), query, {
    base: status ? statusFilter(status) : {},
    searchFields: ['invoiceNumber'],
    sortPaths: INVOICE_SORT_PATHS,
  });
  const invoices = page.items as unknown as InvoiceRecord[];
  const shipments = await shipmentsOf(invoices);
  const now = new Date();
  return {
    ...page,
    items: invoices.map((invoice) =>
      adminInvoiceView(invoice, shipments.get(String(invoice.shipmentId)), now),
    ),
  };
}

/** One invoice as the invoices table shows it (a record opened by its address). */
export async function invoiceById(id: string): Promise<AdminInvoice> {
  const [view] = await adminInvoiceViews({ _id: new Types.ObjectId(id) });
  if (!view) throw notFound(INVOICE_NOT_FOUND);
  return view;
}

/** The invoices of each listed shipment, by shipment id, in one read. */
export async function invoicesByShipment(
  shipmentIds: string[],
): Promise<Map<string, AdminInvoice[]>> {
  const ids = shipmentIds.map((id) => new Types.ObjectId(id));
  const invoices = await adminInvoiceViews({ shipmentId: mongoose.trusted({ $in: ids }) });
  const grouped = new Map<string, AdminInvoice[]>();
  for (const invoice of invoices) {
    grouped.set(invoice.shipmentId, [...(grouped.get(invoice.shipmentId) ?? []), invoice]);
  }
  return grouped;
}

/** Issues an invoice for a shipment; it is linked to the client account of the shipment's email. */
export async function issueInvoice(
  shipmentId: string,
  input: CreateInvoiceInput,
): Promise<AdminInvoice> {
  const _id = asId(shipmentId);
  const shipment = _id ? await ShipmentModel.findById(_id).lean() : null;
  if (!shipment) throw notFound('Shipment not found');
  if (shipment.status === 'cancelled') throw conflict('A cancelled shipment cannot be invoiced');
  const client = await ClientPortalUserModel.findOne({ email: shipment.customerEmail })
    .select({ _id: 1 })
    .lean();
  const created = await withUniqueNumber(newInvoiceNumber, (invoiceNumber) =>
    InvoiceModel.create({
      ...input,
      shipmentId: shipment._id,
      clientId: client?._id,
      invoiceNumber,
      status: 'pending',
      sentAt: new Date(),
    }),
  );
  const [view] = await adminInvoiceViews({ _id: created._id });
  if (!view) throw notFound(INVOICE_NOT_FOUND);
  return view;
}

/** Records the payment; paying twice keeps the first payment date, a cancelled invoice is refused. */
export async function markInvoicePaid(id: string): Promise<AdminInvoice> {
  const _id = asId(id);
  const outcome = _id && (await payOne(_id, new Date()));
  if (!_id || outcome === 'not_found') throw notFound(INVOICE_NOT_FOUND);
  if (outcome === 'cancelled') throw conflict('A cancelled invoice cannot be marked paid');
  const [view] = await adminInvoiceViews({ _id });
  if (!view) throw notFound(INVOICE_NOT_FOUND);
  return view;
}

/** One invoice marked paid: only from pending, atomically, so a race pays once. */
async function payOne(_id: Types.ObjectId, paidAt: Date): Promise<BulkPaidOutcome> {
  const updated = await InvoiceModel.updateOne(
    { _id, status: 'pending' },
    { $set: { status: 'paid', paidAt } },
  );
  if (updated.modifiedCount === 1) return 'paid';
  const invoice = await InvoiceModel.findById(_id).select({ status: 1 }).lean();
  if (!invoice) return 'not_found';
  return invoice.status === 'cancelled' ? 'cancelled' : 'already_paid';
}

/**
 * Marks each named invoice paid, as "Mark Paid" does for one: a paid invoice keeps its first
 * payment date, a cancelled one is refused, an unknown id is reported; the others still go on.
 */
export async function markInvoicesPaid(ids: string[]): Promise<MarkInvoicesPaidResult> {
  const paidAt = new Date();
  const results = [];
  for (const id of ids) results.push({ id, outcome: await payOne(new Types.ObjectId(id), paidAt) });
  return { results, paid: results.filter((result) => result.outcome === 'paid').length };
}
