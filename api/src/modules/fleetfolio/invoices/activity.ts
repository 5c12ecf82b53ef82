import {
  FLEET_RECENT_ACTIVITY_LIMIT,
  INVOICE_STATUS_LABELS,
  type CarrierInvoiceStatus,
  type FleetActivity,
} from '@freight/contracts';
import { carrierData } from '../../../db/ownerScope';

const latest = { sort: { updatedAt: -1 as const }, limit: FLEET_RECENT_ACTIVITY_LIMIT };
const dollars = (amount: number | null | undefined) => `$${(amount ?? 0).toFixed(2)}`;

/** The account's latest invoices and payments for the dashboard's Recent Activity. */
export async function invoiceEvents(ownerId: string): Promise<FleetActivity[]> {
  const [invoices, payments] = await Promise.all([
    carrierData(ownerId).invoices.find({}, latest),
    carrierData(ownerId).invoicePayments.find({}, latest),
  ]);
  const numbers = new Map(invoices.map((invoice) => [String(invoice._id), invoice.invoiceNumber]));
  return [
    ...invoices.map((invoice) => ({
      id: String(invoice._id),
      kind: 'invoice' as const,
      title: `Invoice ${invoice.invoiceNumber} ${INVOICE_STATUS_LABELS[invoice.status as CarrierInvoiceStatus] ?? invoice.status}`,
      detail: `Balance due ${dollars(invoice.balanceDue)} of ${dollars(invoice.totalAmount)}`,
      at: invoice.updatedAt.toISOString(),
    })),
    ...payments.map((payment) => ({
      id: String(payment._id),
      kind: 'payment' as const,
      title: `Payment received${numbers.has(String(payment.invoiceId)) ? ` on invoice ${numbers.get(String(payment.invoiceId))}` : ''}`,
      detail: dollars(payment.paymentAmount),
      at: payment.createdAt.toISOString(),
    })),
  ];
}
