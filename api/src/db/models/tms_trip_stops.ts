import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsTripStopSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    tripId: { type: Schema.Types.ObjectId, ref: 'TmsTrip', required: true, index: true },
    stopName: { type: String, required: true, trim: true },
    // Each load gives its trip a pickup and a delivery stop.
    loadId: { type: Schema.Types.ObjectId, ref: 'TmsPlannedLoad', index: true },
    kind: { type: String, enum: ['pickup', 'delivery'] },
    stopDate: { type: Date },
    order: { type: Number, default: 0 },
    completed: { type: Boolean, default: false },
    arrivedAt: { type: Date },
    completedAt: { type: Date },
  },
  schemaOptions('tms_trip_stops'),
);

export const TmsTripStopModel = model('TmsTripStop', tmsTripStopSchema);
