import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * Carrier-owned: which approved (or paid) settlement pays one driver for one trip, written when
 * the settlement is approved. Unique per trip and driver, so no trip is paid twice to the same
 * driver even when two API instances approve two drafts at once (a team driver has a line of
 * their own). Drafts have no rows here: two drafts may list the same trip until one is approved.
 */
const tmsSettlementTripSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true },
    settlementId: {
      type: Schema.Types.ObjectId,
      ref: 'TmsSettlement',
      required: true,
      index: true,
    },
    tripId: { type: Schema.Types.ObjectId, ref: 'TmsTrip', required: true },
    driverId: { type: Schema.Types.ObjectId, ref: 'TmsDriver', required: true },
    // Names the settlement that already pays the trip in a refusal.
    settlementNumber: { type: String, required: true },
  },
  schemaOptions('tms_settlement_trips'),
);
tmsSettlementTripSchema.index({ ownerId: 1, tripId: 1, driverId: 1 }, { unique: true });

export const TmsSettlementTripModel = model('TmsSettlementTrip', tmsSettlementTripSchema);
