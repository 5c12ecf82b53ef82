import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** A FleetFolio carrier account; every other tms_* document belongs to one through ownerId. */
const tmsUserSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, trim: true, lowercase: true },
    passwordHash: { type: String, required: true },
    companyName: { type: String, required: true, trim: true },
    contactName: { type: String, required: true, trim: true },
    phone: { type: String, trim: true },
    address: { type: String, trim: true },
    city: { type: String, trim: true },
    state: { type: String, trim: true },
    zipCode: { type: String, trim: true },
    website: { type: String, trim: true },
    mcNumber: { type: String, trim: true },
    usdotNumber: { type: String, trim: true },
    taxId: { type: String, trim: true },
    isActive: { type: Boolean, default: true },
    subscriptionPlan: { type: String, default: 'basic' },
  },
  schemaOptions('tms_users'),
);

export type TmsUser = InferSchemaType<typeof tmsUserSchema>;
export const TmsUserModel = model('TmsUser', tmsUserSchema);
