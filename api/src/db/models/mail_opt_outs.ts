import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * Addresses that asked for no more mail of a kind (shipment updates): from the client portal's
 * setting or from the unsubscribe link in such a mail. Kept per address, since a shipment's
 * customer may have no portal account.
 */
const mailOptOutSchema = new Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true },
    kind: { type: String, required: true, enum: ['shipment_updates'] },
    source: { type: String, required: true, enum: ['portal', 'link'] },
  },
  schemaOptions('mail_opt_outs'),
);
mailOptOutSchema.index({ email: 1, kind: 1 }, { unique: true });

export const MailOptOutModel = model('MailOptOut', mailOptOutSchema);
