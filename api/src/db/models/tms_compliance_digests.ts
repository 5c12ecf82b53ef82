import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * Carrier-owned: the daily compliance digest mailed to the owner, one per carrier and day
 * (unique), so a second run of the job on the same day sends nothing.
 */
const tmsComplianceDigestSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true },
    day: { type: String, required: true },
    expired: { type: Number, required: true },
    expiring: { type: Number, required: true },
    sentTo: { type: String, required: true },
  },
  schemaOptions('tms_compliance_digests'),
);
tmsComplianceDigestSchema.index({ ownerId: 1, day: 1 }, { unique: true });

export const TmsComplianceDigestModel = model('TmsComplianceDigest', tmsComplianceDigestSchema);
