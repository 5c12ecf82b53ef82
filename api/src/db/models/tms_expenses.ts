import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsExpenseSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    tripId: { type: Schema.Types.ObjectId, ref: 'TmsTrip', index: true },
    expenseType: { type: String, required: true },
    vendor: { type: String, trim: true },
    amount: { type: Number, required: true, min: 0 },
    gallons: { type: Number, min: 0 },
    // Where fuel was bought: IFTA fuel purchased by state.
    state: { type: String, trim: true, uppercase: true },
    receiptFileId: { type: Schema.Types.ObjectId },
    receiptUrl: { type: String },
    expenseDate: { type: Date },
  },
  schemaOptions('tms_expenses'),
);

export type TmsExpense = InferSchemaType<typeof tmsExpenseSchema>;
export const TmsExpenseModel = model('TmsExpense', tmsExpenseSchema);
