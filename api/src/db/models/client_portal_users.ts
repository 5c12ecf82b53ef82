import { Schema, model } from 'mongoose';
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
    /** Set once the owner of the address opened the confirmation link; until then no data is shown. */
    emailVerifiedAt: { type: Date },
    verificationTokenHash: { type: String },
    verificationExpiresAt: { type: Date },
  },
  schemaOptions('client_portal_users'),
);

clientPortalUserSchema.index({ verificationTokenHash: 1 }, { sparse: true });

export const ClientPortalUserModel = model('ClientPortalUser', clientPortalUserSchema);
