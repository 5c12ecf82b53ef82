import { Schema, model } from 'mongoose';

/**
 * Signed upload addresses being received or used (modules/uploads): the unique `uploadId` makes
 * one PUT per address hold across every API instance. A failed PUT removes its claim (the
 * address may be tried again); MongoDB removes the rest once the address has expired.
 */
const uploadClaimSchema = new Schema(
  {
    uploadId: { type: String, required: true, unique: true },
    expireAt: { type: Date, required: true },
  },
  {
    collection: 'upload_claims',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
uploadClaimSchema.index({ expireAt: 1 }, { expireAfterSeconds: 0 });

export const UploadClaimModel = model('UploadClaim', uploadClaimSchema);
