import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const invoiceSchema = new Schema(
  {
    shipmentId: { type: Schema.Types.ObjectId, ref: 'Shipment', index: true },
    clientId: { type: Schema.Types.ObjectId, ref: 'ClientPortalUser', index: true },
    invoiceNumber: { type: String, required: true, unique: true, trim: true },
    amount: { type: Number, required: true, min: 0 },
    status: { type: String, enum: ['pending', 'paid', 'overdue', 'cancelled'], default: 'pending' },
    dueDate: { type: Date, required: true },
    sentAt: { type: Date },
    paidAt: { type: Date },
    pdfUrl: { type: String },
    notes: { type: String },
  },
  schemaOptions('invoices'),
);

export const InvoiceModel = model('Invoice', invoiceSchema);
