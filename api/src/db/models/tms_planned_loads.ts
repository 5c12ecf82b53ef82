import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsPlannedLoadSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    loadNumber: { type: String, required: true, trim: true },
    customerId: { type: Schema.Types.ObjectId, ref: 'TmsCustomer' },
    customerName: { type: String, trim: true },
    pickupLocation: { type: String, trim: true },
    deliveryLocation: { type: String, trim: true },
    shipperName: { type: String, trim: true },
    shipperAddress: { type: String, trim: true },
    consigneeName: { type: String, trim: true },
    consigneeAddress: { type: String, trim: true },
    pickupDate: { type: Date },
    deliveryDate: { type: Date },
    pickupInstructions: { type: String },
    deliveryInstructions: { type: String },
    bolNumber: { type: String, trim: true },
    weight: { type: Number, min: 0 },
    quantity: { type: Number, min: 0 },
    quantityUnit: { type: String },
    commodity: { type: String },
    primaryFeeAmount: { type: Number, min: 0 },
    primaryFeeType: { type: String, default: 'flat_fee' },
    fuelSurchargeAmount: { type: Number, min: 0 },
    fuelSurchargeType: { type: String },
    accessorialFees: { type: [{ description: String, amount: Number }], default: [] },
    invoiceAdvance: { type: Number, min: 0 },
    legalDisclaimer: { type: String },
    status: { type: String, default: 'planned' },
    isAssignedToTrip: { type: Boolean, default: false },
  },
  schemaOptions('tms_planned_loads'),
);
// A carrier's load numbers are its references: one load per number per account.
tmsPlannedLoadSchema.index({ ownerId: 1, loadNumber: 1 }, { unique: true });

export type TmsPlannedLoad = InferSchemaType<typeof tmsPlannedLoadSchema>;
export const TmsPlannedLoadModel = model('TmsPlannedLoad', tmsPlannedLoadSchema);
