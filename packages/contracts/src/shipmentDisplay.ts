// How shipments, invoices and their states are named and shown, apart from shipments.ts so that
// pages that only show them (the client portal's dashboard) do not load joi with their first
// files.

/**
 * Shipment states: spec 001 §4's pending (the default), confirmed, in_transit, delivered and
 * cancelled, plus the update steps of issue 24 (picked_up, out_for_delivery, exception). Stored
 * values never change meaning, so shipments saved before the new steps stay valid.
 */
export const SHIPMENT_STATUSES = [
  'pending',
  'confirmed',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/**
 * Counted as active (on the road: spec 001 §9's in_transit and the steps around it) and as
 * completed (delivered).
 */
export const ACTIVE_SHIPMENT_STATUSES: readonly ShipmentStatus[] = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'exception',
];
export const COMPLETED_SHIPMENT_STATUS: ShipmentStatus = 'delivered';

/** The steps of the tracking progress, in order, and the statuses that stand on each (named as formatStatus names them, so a mail and the page agree). */
export const TRACKING_STEPS = [
  { label: 'Booked', statuses: ['pending', 'confirmed'] },
  { label: 'Picked Up', statuses: ['picked_up'] },
  { label: 'In Transit', statuses: ['in_transit'] },
  { label: 'Out For Delivery', statuses: ['out_for_delivery'] },
  { label: 'Delivered', statuses: ['delivered'] },
] as const satisfies ReadonlyArray<{ label: string; statuses: readonly ShipmentStatus[] }>;

/** Where a shipment stands on the tracking steps. */
export interface TrackingProgress {
  /** Index into TRACKING_STEPS; -1 when the shipment was cancelled. */
  step: number;
  /** The last update reported a problem (exception): the step is the last one reached. */
  exception: boolean;
  cancelled: boolean;
}

function stepOfStatus(status: string): number {
  return TRACKING_STEPS.findIndex((step) => (step.statuses as readonly string[]).includes(status));
}

/**
 * The step a shipment is on. An exception or cancellation is not a step: an exception stays on
 * the last step the updates (newest first) reached, a cancelled shipment is on none.
 */
export function trackingProgress(
  status: ShipmentStatus,
  updatesNewestFirst: ReadonlyArray<{ status: string }>,
): TrackingProgress {
  if (status === 'cancelled') return { step: -1, exception: false, cancelled: true };
  if (status !== 'exception') {
    return { step: stepOfStatus(status), exception: false, cancelled: false };
  }
  const reached = updatesNewestFirst.map((update) => stepOfStatus(update.status));
  return { step: Math.max(0, ...reached), exception: true, cancelled: false };
}

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
