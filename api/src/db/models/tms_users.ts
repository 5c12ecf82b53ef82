import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * A FleetFolio sign-in. The account that registered is the carrier itself: every other tms_*
 * document belongs to it through ownerId, and it keeps the company's profile. Team members
 * (issue 22) are accounts of their own whose `carrierId` names that carrier; for the carrier's
 * own account `carrierId` is its own id (or absent on accounts made before teams).
 */
const tmsUserSchema = new Schema(
  {
    email: { type: String, required: true, unique: true, trim: true, lowercase: true },
    passwordHash: { type: String, required: true },
    carrierId: { type: Schema.Types.ObjectId, ref: 'TmsUser', index: true },
    /** owner, dispatcher or driver; absent on accounts made before teams (their own owner). */
    role: { type: String, enum: ['owner', 'dispatcher', 'driver'] },
    /** The driver record a driver acts as (a tms_drivers id of the same carrier). */
    driverId: { type: Schema.Types.ObjectId, ref: 'TmsDriver' },
    companyName: {
      type: String,
      trim: true,
      // The company profile lives on the carrier's own account; members have none.
      required(this: { carrierId?: unknown; _id?: unknown }) {
        return !this.carrierId || String(this.carrierId) === String(this._id);
      },
    },
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
    /**
     * Set when the owner removed the carrier's own account from the team after a transfer: its
     * sign-in is closed, while the account stays as the carrier's data owner and profile.
     */
    removedAt: { type: Date },
    subscriptionPlan: { type: String, default: 'basic' },
  },
  schemaOptions('tms_users'),
);
// One owner per carrier: a transfer demotes the owner before it promotes the new one.
tmsUserSchema.index(
  { carrierId: 1 },
  { unique: true, partialFilterExpression: { role: 'owner' }, name: 'one_owner_per_carrier' },
);
// A driver record has at most one sign-in.
tmsUserSchema.index(
  { driverId: 1 },
  { unique: true, partialFilterExpression: { driverId: { $exists: true } } },
);

export type TmsUser = InferSchemaType<typeof tmsUserSchema>;
export const TmsUserModel = model('TmsUser', tmsUserSchema);
