import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsInvoiceLoadSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    invoiceId: { type: Schema.Types.ObjectId, ref: 'TmsInvoice', required: true },
    loadId: { type: Schema.Types.ObjectId, ref: 'TmsPlannedLoad', required: true },
  },
  schemaOptions('tms_invoice_loads'),
);
tmsInvoiceLoadSchema.index({ invoiceId: 1, loadId: 1 }, { unique: true });
// A load is billed on one invoice.
tmsInvoiceLoadSchema.index({ loadId: 1 }, { unique: true });

export const TmsInvoiceLoadModel = model('TmsInvoiceLoad', tmsInvoiceLoadSchema);
