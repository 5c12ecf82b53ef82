import Joi from 'joi';

/** Shipment states (spec 001 §4); pending is the default. */
export const SHIPMENT_STATUSES = [
  'pending',
  'confirmed',
  'in_transit',
  'delivered',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Counted as active (in_transit) and completed (delivered) shipments (spec 001 §9). */
export const ACTIVE_SHIPMENT_STATUS: ShipmentStatus = 'in_transit';
export const COMPLETED_SHIPMENT_STATUS: ShipmentStatus = 'delivered';

/** Invoice states (spec 001 §4); pending is the default and counts as unpaid. */
export const INVOICE_STATUSES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const UNPAID_INVOICE_STATUS: InvoiceStatus = 'pending';

/** Shipping documents staff attach to a shipment: bill of lading and proof of delivery. */
export const SHIPMENT_DOCUMENT_KINDS = ['BOL', 'POD'] as const;
export type ShipmentDocumentKind = (typeof SHIPMENT_DOCUMENT_KINDS)[number];
export const SHIPMENT_DOCUMENT_LABELS: Record<ShipmentDocumentKind, string> = {
  BOL: 'Bill of Lading',
  POD: 'Proof of Delivery',
};

export const TRACKING_MESSAGES = {
  notFoundTitle: 'Shipment Not Found',
  notFoundDescription:
    "We couldn't find a shipment with that number. Please check the number and try again.",
  noUpdates: 'No tracking updates available yet',
} as const;

/** A status as shown: 'in_transit' → 'In Transit' (spec 001 §2: underscores as spaces, words capitalised). */
export function formatStatus(status: string): string {
  return status
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export const SHIPMENT_NUMBER_MAX = 40;
export const SHIPMENT_TEXT_MAX = 200;
export const SHIPMENT_NOTES_MAX = 2000;
export const MONEY_MAX = 10_000_000;

const objectId = Joi.string().hex().length(24);
const text = Joi.string().trim().max(SHIPMENT_TEXT_MAX);
const optionalText = text.allow('');
const money = Joi.number().positive().precision(2).max(MONEY_MAX);

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

export const createShipmentSchema = Joi.object<CreateShipmentInput>({
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
  estimatedPickupDate: Joi.date().iso().required().label('Estimated pickup date'),
  estimatedDeliveryDate: Joi.date()
    .iso()
    .min(Joi.ref('estimatedPickupDate'))
    .required()
    .label('Estimated delivery date')
    .messages({ 'date.min': 'Estimated delivery must not be before estimated pickup' }),
  totalRate: money.required().label('Rate'),
  notes: Joi.string().trim().allow('').max(SHIPMENT_NOTES_MAX),
});

export interface ShipmentUpdateInput {
  status: ShipmentStatus;
  location?: string;
  notes?: string;
  timestamp?: string;
}

export const shipmentUpdateSchema = Joi.object<ShipmentUpdateInput>({
  status: Joi.string()
    .valid(...SHIPMENT_STATUSES)
    .required(),
  location: optionalText.label('Location'),
  notes: Joi.string().trim().allow('').max(SHIPMENT_NOTES_MAX),
  timestamp: Joi.date().iso().label('Time'),
});

export const shipmentListQuerySchema = Joi.object<{ status?: ShipmentStatus }>({
  status: Joi.string().valid(...SHIPMENT_STATUSES),
});

export const shipmentDocumentFieldsSchema = Joi.object<{ kind: ShipmentDocumentKind }>({
  kind: Joi.string()
    .valid(...SHIPMENT_DOCUMENT_KINDS)
    .required(),
});

export interface CreateInvoiceInput {
  amount: number;
  dueDate: string;
  notes?: string;
}

export const createInvoiceSchema = Joi.object<CreateInvoiceInput>({
  amount: money.required().label('Amount'),
  dueDate: Joi.date().iso().required().label('Due date'),
  notes: Joi.string().trim().allow('').max(SHIPMENT_NOTES_MAX),
});

export const invoiceListQuerySchema = Joi.object<{ status?: InvoiceStatus }>({
  status: Joi.string().valid(...INVOICE_STATUSES),
});

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

/** The shipment facts spec 001 §2 lists for /tracking. */
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

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Dates without a time (estimated dates, due dates) are stored as UTC midnight. */
const US_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});
const US_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
});

/** 1234.5 → '$1,234.50' (spec 001 §9: currency USD). */
export function formatUsd(amount: number): string {
  return USD.format(amount);
}

/** A calendar date in US format, '12/01/2026'; '—' when absent or invalid. */
export function formatUsDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? US_DATE.format(date) : '—';
}

/** A moment in US format in the viewer's time zone, '12/01/2026, 3:05 PM'. */
export function formatUsDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? US_DATE_TIME.format(date) : '—';
}
