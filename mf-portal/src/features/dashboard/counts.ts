import {
  ACTIVE_SHIPMENT_STATUSES,
  COMPLETED_SHIPMENT_STATUS,
  UNPAID_INVOICE_STATUS,
  type ClientPortalCounts,
  type ClientQuote,
  type ClientShipment,
  type InvoiceView,
} from '@freight/contracts';

const PENDING_QUOTE_STATUS = 'pending';

/** A count, or `undefined` while its list is not loaded (or could not be): never a false 0. */
export type PortalCounts = { [Key in keyof ClientPortalCounts]: number | undefined };

/** The dashboard's counting rules (spec 001 §4, §9), over the lists that have loaded. */
export function portalCounts(
  shipments: ClientShipment[] | undefined,
  invoices: InvoiceView[] | undefined,
  quotes: ClientQuote[] | undefined,
): PortalCounts {
  return {
    activeShipments: shipments?.filter((s) => ACTIVE_SHIPMENT_STATUSES.includes(s.status)).length,
    completedShipments: shipments?.filter((s) => s.status === COMPLETED_SHIPMENT_STATUS).length,
    unpaidInvoices: invoices?.filter((i) => i.status === UNPAID_INVOICE_STATUS).length,
    pendingQuotes: quotes?.filter((q) => q.status === PENDING_QUOTE_STATUS).length,
  };
}
