import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsTripSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    tripNumber: { type: String, required: true, trim: true },
    driverId: { type: Schema.Types.ObjectId, ref: 'TmsDriver' },
    teamDriverId: { type: Schema.Types.ObjectId, ref: 'TmsDriver' },
    truckId: { type: Schema.Types.ObjectId, ref: 'TmsTruck' },
    trailerId: { type: Schema.Types.ObjectId, ref: 'TmsTrailer' },
    startOdometer: { type: Number, min: 0 },
    endOdometer: { type: Number, min: 0 },
    loadedMiles: { type: Number, min: 0 },
    emptyMiles: { type: Number, min: 0 },
    totalMiles: { type: Number, min: 0 },
    // Hours the driver worked on the trip, for hourly pay.
    driverHours: { type: Number, min: 0 },
    driverPay: { type: Number },
    driverAdvance: { type: Number },
    revenue: { type: Number },
    expenses: { type: Number },
    profit: { type: Number },
    revenuePerMile: { type: Number },
    costPerMile: { type: Number },
    profitPerMile: { type: Number },
    status: { type: String, default: 'planned' },
    dispatchedAt: { type: Date },
    completedAt: { type: Date },
  },
  schemaOptions('tms_trips'),
);

export type TmsTrip = InferSchemaType<typeof tmsTripSchema>;
export const TmsTripModel = model('TmsTrip', tmsTripSchema);
