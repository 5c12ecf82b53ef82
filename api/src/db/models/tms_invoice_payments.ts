import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsInvoicePaymentSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    invoiceId: { type: Schema.Types.ObjectId, ref: 'TmsInvoice', required: true, index: true },
    paymentAmount: { type: Number, required: true, min: 0 },
    factoringFees: { type: Number, default: 0, min: 0 },
    otherDeductions: { type: Number, default: 0, min: 0 },
    paidAt: { type: Date, default: Date.now },
  },
  schemaOptions('tms_invoice_payments'),
);

export const TmsInvoicePaymentModel = model('TmsInvoicePayment', tmsInvoicePaymentSchema);
