import type { CarrierInvoiceStatus, CarrierInvoiceView } from '@freight/contracts';
import type { Stored } from '../../../db/ownerScope';
import type { TmsInvoice } from '../../../db/models';
import { carrierDocuments } from '../documents/store';
import type { InvoiceScopes } from './scopes';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export const invoicePdfName = (invoiceNumber: string) =>
  `Invoice-${invoiceNumber.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;

async function loadsOf(scopes: InvoiceScopes, invoice: Stored<TmsInvoice>) {
  const links = await scopes.links.find({ invoiceId: invoice._id }, { sort: { createdAt: 1 } });
  const loads = await Promise.all(links.map((link) => scopes.loads.findById(String(link.loadId))));
  return loads.filter((load) => load !== null);
}

/** An invoice with its customer, loads, payments and what its email would attach. */
export async function invoiceView(
  scopes: InvoiceScopes,
  invoice: Stored<TmsInvoice>,
): Promise<CarrierInvoiceView> {
  const ownerId = String(scopes.invoices.ownerId);
  const [customer, loads, payments] = await Promise.all([
    invoice.customerId ? scopes.customers.findById(String(invoice.customerId)) : null,
    loadsOf(scopes, invoice),
    scopes.payments.find({ invoiceId: invoice._id }, { sort: { createdAt: 1 } }),
  ]);
  const documents = (
    await Promise.all(loads.map((load) => carrierDocuments(ownerId, { loadId: String(load._id) })))
  ).flat();
  return {
    id: String(invoice._id),
    invoiceNumber: invoice.invoiceNumber,
    customerName: customer?.customerName ?? loads[0]?.customerName ?? '',
    customerEmail: customer?.email ?? '',
    remitTo: {
      name: invoice.remitToName ?? '',
      address: invoice.remitToAddress ?? '',
      city: invoice.remitToCity ?? '',
      state: invoice.remitToState ?? '',
      zipCode: invoice.remitToZipCode ?? '',
    },
    loads: loads.map((load) => ({
      id: String(load._id),
      loadNumber: load.loadNumber,
      rate: load.primaryFeeAmount ?? 0,
      pickupLocation: load.pickupLocation ?? '',
      deliveryLocation: load.deliveryLocation ?? '',
    })),
    totalAmount: invoice.totalAmount ?? 0,
    amountPaid: invoice.amountPaid,
    balanceDue: invoice.balanceDue ?? 0,
    status: invoice.status as CarrierInvoiceStatus,
    payments: payments.map((payment) => ({
      id: String(payment._id),
      paymentAmount: payment.paymentAmount,
      factoringFees: payment.factoringFees,
      otherDeductions: payment.otherDeductions,
      paidAt: payment.paidAt.toISOString(),
    })),
    attachments: [invoicePdfName(invoice.invoiceNumber), ...documents.map((doc) => doc.name)],
    documentIds: documents.map((doc) => doc.id),
    sentAt: iso(invoice.sentAt),
    paidAt: iso(invoice.paidAt),
    createdAt: invoice.createdAt.toISOString(),
  };
}
