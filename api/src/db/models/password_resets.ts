import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * "Forgot password" links: one live link per account (a new request replaces it), kept as the
 * SHA-256 of its token, used once, removed by MongoDB when it expires (TTL index).
 */
const passwordResetSchema = new Schema(
  {
    kind: { type: String, required: true, enum: ['client', 'carrier'] },
    accountId: { type: Schema.Types.ObjectId, required: true },
    tokenHash: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true },
  },
  schemaOptions('password_resets'),
);
passwordResetSchema.index({ kind: 1, accountId: 1 }, { unique: true });
passwordResetSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const PasswordResetModel = model('PasswordReset', passwordResetSchema);
