import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * Carrier-owned: which settlement pays one driver for one trip. Unique per trip and driver, so
 * no trip is paid twice to the same driver (a team driver has a line of their own).
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
  },
  schemaOptions('tms_settlement_trips'),
);
tmsSettlementTripSchema.index({ ownerId: 1, tripId: 1, driverId: 1 }, { unique: true });

export type TmsSettlementTrip = InferSchemaType<typeof tmsSettlementTripSchema>;
export const TmsSettlementTripModel = model('TmsSettlementTrip', tmsSettlementTripSchema);
