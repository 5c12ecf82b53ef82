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

/** The dashboard's counting rules (spec 001 §4, §9). */
export function portalCounts(
  shipments: ClientShipment[],
  invoices: InvoiceView[],
  quotes: ClientQuote[],
): ClientPortalCounts {
  return {
    activeShipments: shipments.filter((s) => ACTIVE_SHIPMENT_STATUSES.includes(s.status)).length,
    completedShipments: shipments.filter((s) => s.status === COMPLETED_SHIPMENT_STATUS).length,
    unpaidInvoices: invoices.filter((i) => i.status === UNPAID_INVOICE_STATUS).length,
    pendingQuotes: quotes.filter((q) => q.status === PENDING_QUOTE_STATUS).length,
  };
}
