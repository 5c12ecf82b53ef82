import { fromCents, toCents, type CarrierInvoiceStatus } from '@freight/contracts';

/**
 * What a payment settles: the money received plus the factoring fee and other deductions
 * taken from it (a factor pays the invoice less its fee; the invoice is settled in full).
 */
export const settledCents = (payment: {
  paymentAmount: number;
  factoringFees?: number | null;
  otherDeductions?: number | null;
}) =>
  toCents(payment.paymentAmount) +
  toCents(payment.factoringFees ?? 0) +
  toCents(payment.otherDeductions ?? 0);

/** Amount paid, balance due and status of an invoice from its total and its payments. */
export function invoiceBalance(totalAmount: number, settled: number[]) {
  const totalCents = toCents(totalAmount);
  const paidCents = settled.reduce((sum, cents) => sum + cents, 0);
  const balanceCents = totalCents - paidCents;
  const status: CarrierInvoiceStatus =
    paidCents === 0 ? 'unpaid' : balanceCents <= 0 ? 'paid' : 'partial';
  return { amountPaid: fromCents(paidCents), balanceDue: fromCents(balanceCents), status };
}
