import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * Carrier-owned: a pay advance or a deduction (fuel card, escrow, equipment, other) of one
 * driver, in dollars to the cent; `settlementId` is set when a settlement that lists it is
 * approved (only if still unset, in the approval's transaction), so it is settled once.
 */
const tmsPayItemSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    driverId: { type: Schema.Types.ObjectId, ref: 'TmsDriver', required: true, index: true },
    kind: { type: String, required: true, enum: ['advance', 'deduction'] },
    category: {
      type: String,
      required: true,
      enum: ['advance', 'fuel_card', 'escrow', 'equipment', 'other'],
    },
    amount: { type: Number, required: true, min: 0 },
    itemDate: { type: Date, required: true },
    note: { type: String, trim: true, default: '' },
    settlementId: { type: Schema.Types.ObjectId, ref: 'TmsSettlement' },
  },
  schemaOptions('tms_pay_items'),
);

tmsPayItemSchema.index({ ownerId: 1, driverId: 1, itemDate: 1 });
// The Advances and Deductions table's first page: latest day first (GET /pay-items/page).
tmsPayItemSchema.index({ ownerId: 1, itemDate: -1, _id: -1 });

export type TmsPayItem = InferSchemaType<typeof tmsPayItemSchema>;
export const TmsPayItemModel = model('TmsPayItem', tmsPayItemSchema);
