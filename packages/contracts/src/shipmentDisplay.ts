// How shipments, invoices and their states are named and shown, apart from shipments.ts so that
// pages that only show them (the client portal's dashboard) do not load joi with their first
// files.

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
