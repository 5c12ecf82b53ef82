import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsTrailerSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    trailerNumber: { type: String, required: true, trim: true },
    type: { type: String, default: 'dry_van' },
    make: { type: String, trim: true },
    model: { type: String, trim: true },
    year: { type: Number, min: 1900, max: 2100 },
    vin: { type: String, trim: true, maxlength: 17 },
    status: { type: String, default: 'available' },
    // Compliance (issue 22): the day each paper runs out.
    registrationExpiration: { type: Date },
    insuranceExpiration: { type: Date },
    inspectionExpiration: { type: Date },
  },
  schemaOptions('tms_trailers'),
);
// A unit number names one unit of the account's fleet.
tmsTrailerSchema.index({ ownerId: 1, trailerNumber: 1 }, { unique: true });

export type TmsTrailer = InferSchemaType<typeof tmsTrailerSchema>;
export const TmsTrailerModel = model('TmsTrailer', tmsTrailerSchema);
