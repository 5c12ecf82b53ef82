import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * Carrier-owned: an invitation to join the carrier's team (issue 22). Only the SHA-256 of the
 * link's token is kept, so a copy of the database cannot be used to join a team.
 */
const tmsInviteSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    role: { type: String, required: true, enum: ['dispatcher', 'driver'] },
    driverId: { type: Schema.Types.ObjectId, ref: 'TmsDriver' },
    tokenHash: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true },
    invitedBy: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true },
    acceptedAt: { type: Date },
    acceptedBy: { type: Schema.Types.ObjectId, ref: 'TmsUser' },
    withdrawnAt: { type: Date },
    renewalRequestedAt: { type: Date },
  },
  schemaOptions('tms_invites'),
);

export type TmsInvite = InferSchemaType<typeof tmsInviteSchema>;
export const TmsInviteModel = model('TmsInvite', tmsInviteSchema);
