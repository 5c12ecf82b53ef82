import type { ClientSession } from 'mongoose';
import { carrierData } from '../../../db/ownerScope';

/** The collections an invoice touches, scoped to one owner (and one transaction when given). */
export function invoiceScopes(ownerId: string, session?: ClientSession) {
  const data = carrierData(ownerId, { session });
  return {
    invoices: data.invoices,
    links: data.invoiceLoads,
    payments: data.invoicePayments,
    loads: data.loads,
    customers: data.customers,
  };
}

export type InvoiceScopes = ReturnType<typeof invoiceScopes>;
