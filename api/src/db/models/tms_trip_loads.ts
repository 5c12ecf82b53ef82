import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsTripLoadSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    tripId: { type: Schema.Types.ObjectId, ref: 'TmsTrip', required: true },
    loadId: { type: Schema.Types.ObjectId, ref: 'TmsPlannedLoad', required: true },
  },
  schemaOptions('tms_trip_loads'),
);
tmsTripLoadSchema.index({ tripId: 1, loadId: 1 }, { unique: true });
// A load belongs to one trip at a time.
tmsTripLoadSchema.index({ loadId: 1 }, { unique: true });

export const TmsTripLoadModel = model('TmsTripLoad', tmsTripLoadSchema);
