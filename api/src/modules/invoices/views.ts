import type { Types } from 'mongoose';
import type { AdminInvoice, InvoiceView } from '@freight/contracts';
import { effectiveStatus } from './status';

export interface InvoiceRecord {
  _id: Types.ObjectId;
  shipmentId: Types.ObjectId;
  invoiceNumber: string;
  amount: number;
  status: string;
  dueDate: Date;
  paidAt?: Date | null;
  notes?: string | null;
  createdAt: Date;
}

export interface InvoiceShipment {
  shipmentNumber: string;
  customerEmail: string;
}

export function invoiceView(
  invoice: InvoiceRecord,
  shipment: InvoiceShipment | undefined,
  now: Date,
): InvoiceView {
  return {
    id: String(invoice._id),
    invoiceNumber: invoice.invoiceNumber,
    shipmentId: String(invoice.shipmentId),
    shipmentNumber: shipment?.shipmentNumber ?? '',
    amount: invoice.amount,
    dueDate: invoice.dueDate.toISOString(),
    status: effectiveStatus(invoice.status, invoice.dueDate, now),
    paidAt: invoice.paidAt ? invoice.paidAt.toISOString() : null,
    createdAt: invoice.createdAt.toISOString(),
  };
}

export function adminInvoiceView(
  invoice: InvoiceRecord,
  shipment: InvoiceShipment | undefined,
  now: Date,
): AdminInvoice {
  return {
    ...invoiceView(invoice, shipment, now),
    customerEmail: shipment?.customerEmail ?? '',
    notes: invoice.notes ?? '',
  };
}
