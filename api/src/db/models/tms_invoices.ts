import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsInvoiceSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    invoiceNumber: { type: String, required: true, trim: true },
    customerId: { type: Schema.Types.ObjectId, ref: 'TmsCustomer' },
    remitToName: { type: String, trim: true },
    remitToAddress: { type: String, trim: true },
    remitToCity: { type: String, trim: true },
    remitToState: { type: String, trim: true },
    remitToZipCode: { type: String, trim: true },
    totalAmount: { type: Number, min: 0 },
    amountPaid: { type: Number, default: 0, min: 0 },
    balanceDue: { type: Number },
    status: { type: String, default: 'unpaid' },
    dueDate: { type: Date },
    sentAt: { type: Date },
    paidAt: { type: Date },
  },
  schemaOptions('tms_invoices'),
);
tmsInvoiceSchema.index({ ownerId: 1, invoiceNumber: 1 }, { unique: true });

export type TmsInvoice = InferSchemaType<typeof tmsInvoiceSchema>;
export const TmsInvoiceModel = model('TmsInvoice', tmsInvoiceSchema);
