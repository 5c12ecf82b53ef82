import Joi from 'joi';
import {
  INVOICE_STATUSES,
  SHIPMENT_DOCUMENT_KINDS,
  SHIPMENT_STATUSES,
  type InvoiceStatus,
  type ShipmentDocumentKind,
  type ShipmentStatus,
} from './shipmentDisplay';
import { friendly } from './friendlyMessages';
import type { ListQuery } from './listPages';
import { listQuerySchema } from './listQuery';

export const SHIPMENT_NUMBER_MAX = 40;
export const SHIPMENT_TEXT_MAX = 200;
export const SHIPMENT_NOTES_MAX = 2000;
export const MONEY_MAX = 10_000_000;

const objectId = Joi.string().hex().length(24);
const text = Joi.string().trim().max(SHIPMENT_TEXT_MAX);
const optionalText = text.allow('');
const money = Joi.number()
  .empty('')
  .positive()
  .precision(2)
  .max(MONEY_MAX)
  .messages({ 'number.max': '{#label} is too large' });
/** A date or a moment as ISO 8601; an empty input counts as not given. */
const isoDate = Joi.date().iso().empty('');

/** A shipment number as typed by a visitor: trimmed, non-blank, letters, digits and dashes. */
export const shipmentNumberSchema = Joi.string()
  .trim()
  .max(SHIPMENT_NUMBER_MAX)
  .pattern(/^[A-Za-z0-9-]+$/)
  .required();

export interface CreateShipmentInput {
  quoteRequestId: string;
  pickupAddress: string;
  deliveryAddress: string;
  driverName: string;
  driverPhone: string;
  truckNumber: string;
  trailerNumber?: string;
  estimatedPickupDate: string;
  estimatedDeliveryDate: string;
  totalRate: number;
  notes?: string;
}

export const createShipmentSchema = friendly(
  Joi.object<CreateShipmentInput>({
    quoteRequestId: objectId.required().label('Quote request'),
    pickupAddress: text.required().label('Pickup address'),
    deliveryAddress: text.required().label('Delivery address'),
    driverName: text.required().label('Driver name'),
    driverPhone: Joi.string()
      .trim()
      .max(30)
      .pattern(/^[0-9+().\s-]{7,30}$/)
      .required()
      .label('Driver phone')
      .messages({ 'string.pattern.base': 'Driver phone must be a phone number' }),
    truckNumber: text.required().label('Truck number'),
    trailerNumber: optionalText.label('Trailer number'),
    estimatedPickupDate: isoDate.required().label('Estimated pickup date'),
    estimatedDeliveryDate: isoDate
      .min(Joi.ref('estimatedPickupDate'))
      .required()
      .label('Estimated delivery date')
      .messages({ 'date.min': 'Estimated delivery must not be before estimated pickup' }),
    totalRate: money.required().label('Rate'),
    notes: Joi.string().trim().allow('').max(SHIPMENT_NOTES_MAX).label('Notes'),
  }),
);

export interface ShipmentUpdateInput {
  status: ShipmentStatus;
  location?: string;
  notes?: string;
  timestamp?: string;
}

export const shipmentUpdateSchema = friendly(
  Joi.object<ShipmentUpdateInput>({
    status: Joi.string()
      .valid(...SHIPMENT_STATUSES)
      .required()
      .label('Status'),
    location: optionalText.label('Location'),
    notes: Joi.string().trim().allow('').max(SHIPMENT_NOTES_MAX).label('Update notes'),
    timestamp: isoDate.label('Time'),
  }),
);

/** The columns staff may sort the shipments table by. */
export const ADMIN_SHIPMENT_SORTS = [
  'createdAt',
  'shipmentNumber',
  'estimatedDeliveryDate',
  'status',
] as const;
export type AdminShipmentSort = (typeof ADMIN_SHIPMENT_SORTS)[number];
export type AdminShipmentListQuery = ListQuery<ShipmentStatus, AdminShipmentSort>;

/** The shipments table: newest first unless sorted, the date range on the day it was created. */
export const shipmentListQuerySchema = listQuerySchema({
  statuses: SHIPMENT_STATUSES,
  sortFields: ADMIN_SHIPMENT_SORTS,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});

export const shipmentDocumentFieldsSchema = friendly(
  Joi.object<{ kind: ShipmentDocumentKind }>({
    kind: Joi.string()
      .valid(...SHIPMENT_DOCUMENT_KINDS)
      .required()
      .label('Document type'),
  }),
);

export interface CreateInvoiceInput {
  amount: number;
  dueDate: string;
  notes?: string;
}

export const createInvoiceSchema = friendly(
  Joi.object<CreateInvoiceInput>({
    amount: money.required().label('Amount'),
    dueDate: isoDate.required().label('Due date'),
    notes: Joi.string().trim().allow('').max(SHIPMENT_NOTES_MAX).label('Notes'),
  }),
);

/** The columns staff may sort the invoices table by. */
export const ADMIN_INVOICE_SORTS = ['createdAt', 'invoiceNumber', 'amount', 'dueDate'] as const;
export type AdminInvoiceSort = (typeof ADMIN_INVOICE_SORTS)[number];
export type AdminInvoiceListQuery = ListQuery<InvoiceStatus, AdminInvoiceSort>;

/** The invoices table: search by number, effective status (overdue computed), issued dates. */
export const invoiceListQuerySchema = listQuerySchema({
  statuses: INVOICE_STATUSES,
  sortFields: ADMIN_INVOICE_SORTS,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});

/** The most invoices one "Mark paid" may name: a page of the invoices table. */
export const BULK_PAID_MAX = 100;

/** Several invoices marked paid at once (the invoices table's bulk action). */
export interface MarkInvoicesPaidInput {
  ids: string[];
}

export const markInvoicesPaidSchema = friendly(
  Joi.object<MarkInvoicesPaidInput>({
    ids: Joi.array()
      .items(Joi.string().hex().length(24).label('Invoice id'))
      .min(1)
      .max(BULK_PAID_MAX)
      .unique()
      .required()
      .label('Invoices'),
  }),
);

/** What happened to each named invoice: paid now, paid before, cancelled (refused) or unknown. */
export type BulkPaidOutcome = 'paid' | 'already_paid' | 'cancelled' | 'not_found';

export interface MarkInvoicesPaidResult {
  results: Array<{ id: string; outcome: BulkPaidOutcome }>;
  /** How many were paid by this request. */
  paid: number;
}

export interface ShipmentUpdateView {
  id: string;
  status: ShipmentStatus;
  location: string;
  notes: string;
  timestamp: string;
}

/** A document as the public sees it: which kind is on file and when, no name and no link. */
export interface TrackedDocument {
  kind: ShipmentDocumentKind;
  uploadedAt: string;
}

/** A document as its client and staff see it: downloadable by id, with its original name. */
export interface ShipmentDocumentView extends TrackedDocument {
  id: string;
  filename: string;
}

/** A place of the route on the map, as resolved by the API's place lookup. */
export interface MapPlace {
  name: string;
  lat: number;
  lon: number;
}

/** Where a shipment goes and was last seen, for the route map; null where a place is unknown. */
export interface ShipmentRoute {
  pickup: MapPlace | null;
  delivery: MapPlace | null;
  /** The straight (great-circle) line pickup → delivery as [lon, lat]; empty without both ends. */
  line: Array<[number, number]>;
  /** The newest update's location, when it names a place the lookup knows. */
  lastKnown: (MapPlace & { at: string }) | null;
}

/**
 * When delivery is expected: the distance left from the last known place at an average truck
 * speed (`distance`), else the shipment's estimated delivery date (`schedule`).
 */
export type DeliveryEstimate =
  | { basis: 'distance'; at: string; milesLeft: number; averageMph: number }
  | { basis: 'schedule'; at: string };

/** The shipment facts spec 001 §2 lists for /tracking, with the route and delivery estimate. */
interface ShipmentFacts {
  shipmentNumber: string;
  status: ShipmentStatus;
  pickupAddress: string;
  deliveryAddress: string;
  driverName: string;
  driverPhone: string;
  truckNumber: string;
  estimatedPickupDate: string | null;
  estimatedDeliveryDate: string | null;
  updates: ShipmentUpdateView[];
  route: ShipmentRoute;
  /** null once delivered or cancelled, or with neither a known place nor a date. */
  deliveryEstimate: DeliveryEstimate | null;
}

/** What the public tracking call returns: the listed facts and nothing more. */
export interface TrackedShipment extends ShipmentFacts {
  documents: TrackedDocument[];
}

/** A shipment in the client portal: the tracked facts, its id and downloadable documents. */
export interface ClientShipment extends ShipmentFacts {
  id: string;
  documents: ShipmentDocumentView[];
}

export interface InvoiceView {
  id: string;
  invoiceNumber: string;
  shipmentId: string;
  shipmentNumber: string;
  amount: number;
  dueDate: string;
  status: InvoiceStatus;
  paidAt: string | null;
  createdAt: string;
}

export interface AdminInvoice extends InvoiceView {
  customerEmail: string;
  notes: string;
}

export interface AdminShipmentUpdate extends ShipmentUpdateView {
  createdBy: string;
}

export interface AdminShipment {
  id: string;
  quoteRequestId: string | null;
  shipmentNumber: string;
  customerEmail: string;
  status: ShipmentStatus;
  pickupAddress: string;
  deliveryAddress: string;
  driverName: string;
  driverPhone: string;
  truckNumber: string;
  trailerNumber: string;
  estimatedPickupDate: string | null;
  estimatedDeliveryDate: string | null;
  actualPickupDate: string | null;
  actualDeliveryDate: string | null;
  currentLocation: string;
  totalRate: number;
  notes: string;
  documents: ShipmentDocumentView[];
  updates: AdminShipmentUpdate[];
  invoices: AdminInvoice[];
  createdAt: string;
}
