import type { ClientSession } from 'mongoose';
import {
  TmsCustomerModel,
  TmsInvoiceLoadModel,
  TmsInvoiceModel,
  TmsInvoicePaymentModel,
  TmsPlannedLoadModel,
} from '../../../db/models';
import { scoped } from '../../../db/ownerScope';

/** The collections an invoice touches, scoped to one owner (and one transaction when given). */
export function invoiceScopes(ownerId: string, session?: ClientSession) {
  const options = { session };
  return {
    invoices: scoped(TmsInvoiceModel, ownerId, options),
    links: scoped(TmsInvoiceLoadModel, ownerId, options),
    payments: scoped(TmsInvoicePaymentModel, ownerId, options),
    loads: scoped(TmsPlannedLoadModel, ownerId, options),
    customers: scoped(TmsCustomerModel, ownerId, options),
  };
}

export type InvoiceScopes = ReturnType<typeof invoiceScopes>;
