import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const tripLineSchema = new Schema(
  {
    tripId: { type: Schema.Types.ObjectId, ref: 'TmsTrip', required: true },
    tripNumber: { type: String, required: true },
    completedAt: { type: Date, required: true },
    route: { type: String, default: '' },
    miles: { type: Number, default: 0 },
    hours: { type: Number, default: 0 },
    revenue: { type: Number, default: 0 },
    payType: { type: String, required: true, enum: ['per_mile', 'percentage', 'flat', 'hourly'] },
    payRate: { type: Number, default: 0 },
    pay: { type: Number, required: true },
  },
  { _id: false },
);

const itemLineSchema = new Schema(
  {
    itemId: { type: Schema.Types.ObjectId, ref: 'TmsPayItem', required: true },
    kind: { type: String, required: true, enum: ['advance', 'deduction'] },
    category: { type: String, required: true },
    itemDate: { type: Date },
    note: { type: String, default: '' },
    amount: { type: Number, required: true },
  },
  { _id: false },
);

/**
 * Carrier-owned: a driver's settlement for a pay period: the completed trips with their pay,
 * the advances and deductions, and the net, as drawn up (lines are a snapshot: an approved
 * statement never changes). draft (under review) → approved (locked) → paid.
 */
const tmsSettlementSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    settlementNumber: { type: String, required: true },
    driverId: { type: Schema.Types.ObjectId, ref: 'TmsDriver', required: true, index: true },
    driverName: { type: String, required: true },
    periodStart: { type: Date, required: true },
    periodEnd: { type: Date, required: true },
    status: {
      type: String,
      required: true,
      enum: ['draft', 'approved', 'paid'],
      default: 'draft',
    },
    trips: { type: [tripLineSchema], default: [] },
    items: { type: [itemLineSchema], default: [] },
    grossPay: { type: Number, required: true },
    advances: { type: Number, required: true },
    deductions: { type: Number, required: true },
    netPay: { type: Number, required: true },
    approvedAt: { type: Date },
    paidAt: { type: Date },
  },
  schemaOptions('tms_settlements'),
);
tmsSettlementSchema.index({ ownerId: 1, settlementNumber: 1 }, { unique: true });
// The Settlements table's first page: newest pay period first (GET /settlements/page).
tmsSettlementSchema.index({ ownerId: 1, periodEnd: -1, _id: -1 });

export type TmsSettlement = InferSchemaType<typeof tmsSettlementSchema>;
export const TmsSettlementModel = model('TmsSettlement', tmsSettlementSchema);
