import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsTruckSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    truckNumber: { type: String, required: true, trim: true },
    type: { type: String, default: 'truck' },
    make: { type: String, trim: true },
    model: { type: String, trim: true },
    year: { type: Number, min: 1900, max: 2100 },
    vin: { type: String, trim: true, maxlength: 17 },
    ownershipType: { type: String, default: 'owned' },
    status: { type: String, default: 'active' },
    homeLocation: { type: String, trim: true },
    currentLocation: { type: String, trim: true },
    odometerReading: { type: Number, min: 0 },
    lastTripId: { type: Schema.Types.ObjectId, ref: 'TmsTrip' },
    lastTripDate: { type: Date },
    // Compliance (issue 22): the day each paper runs out.
    registrationExpiration: { type: Date },
    insuranceExpiration: { type: Date },
    inspectionExpiration: { type: Date },
  },
  schemaOptions('tms_trucks'),
);
// A unit number names one unit of the account's fleet.
tmsTruckSchema.index({ ownerId: 1, truckNumber: 1 }, { unique: true });

export type TmsTruck = InferSchemaType<typeof tmsTruckSchema>;
export const TmsTruckModel = model('TmsTruck', tmsTruckSchema);
