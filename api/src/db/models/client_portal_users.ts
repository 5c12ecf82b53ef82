import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const clientPortalUserSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, trim: true, lowercase: true },
    companyName: { type: String, required: true, trim: true },
    contactName: { type: String, required: true, trim: true },
    phone: { type: String, trim: true },
    passwordHash: { type: String, required: true },
    isActive: { type: Boolean, default: true },
    lastLoginAt: { type: Date },
  },
  schemaOptions('client_portal_users'),
);

export type ClientPortalUser = InferSchemaType<typeof clientPortalUserSchema>;
export const ClientPortalUserModel = model('ClientPortalUser', clientPortalUserSchema);
