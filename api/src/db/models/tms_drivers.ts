import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsDriverSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, trim: true },
    phone: { type: String, trim: true },
    email: { type: String, trim: true, lowercase: true },
    licenseNumber: { type: String, trim: true },
    licenseExpiration: { type: Date },
    medicalCardRenewal: { type: Date },
    terminationDate: { type: Date },
    defaultPaymentType: { type: String, default: 'per_mile' },
    payRate: { type: Number, min: 0, set: (rate: number) => Math.round(rate * 10_000) / 10_000 },
    currentLocation: { type: String, trim: true },
    status: { type: String, default: 'available' },
  },
  schemaOptions('tms_drivers'),
);

export type TmsDriver = InferSchemaType<typeof tmsDriverSchema>;
export const TmsDriverModel = model('TmsDriver', tmsDriverSchema);
