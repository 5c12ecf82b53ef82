import type { InvoiceStatus, ShipmentDocumentKind, ShipmentStatus } from './shipmentDisplay';
import type { ListQuery } from './listPages';

export const SHIPMENT_NUMBER_MAX = 40;
export const SHIPMENT_TEXT_MAX = 200;
export const SHIPMENT_NOTES_MAX = 2000;
export const MONEY_MAX = 10_000_000;

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

export interface ShipmentUpdateInput {
  status: ShipmentStatus;
  location?: string;
  notes?: string;
  timestamp?: string;
}

/** The columns staff may sort the shipments table by. */
export const ADMIN_SHIPMENT_SORTS = [
  'createdAt',
  'shipmentNumber',
  'estimatedDeliveryDate',
  'status',
] as const;
export type AdminShipmentSort = (typeof ADMIN_SHIPMENT_SORTS)[number];
export type AdminShipmentListQuery = ListQuery<ShipmentStatus, AdminShipmentSort>;

export interface CreateInvoiceInput {
  amount: number;
  dueDate: string;
  notes?: string;
}

/** The columns staff may sort the invoices table by. */
export const ADMIN_INVOICE_SORTS = ['createdAt', 'invoiceNumber', 'amount', 'dueDate'] as const;
export type AdminInvoiceSort = (typeof ADMIN_INVOICE_SORTS)[number];
export type AdminInvoiceListQuery = ListQuery<InvoiceStatus, AdminInvoiceSort>;

/** The most invoices one "Mark paid" may name: a page of the invoices table. */
export const BULK_PAID_MAX = 100;

/** Several invoices marked paid at once (the invoices table's bulk action). */
export interface MarkInvoicesPaidInput {
  ids: string[];
}

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
