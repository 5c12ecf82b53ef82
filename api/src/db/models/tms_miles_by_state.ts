import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: read and write only scoped by ownerId. */
const tmsMilesByStateSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true, index: true },
    tripId: { type: Schema.Types.ObjectId, ref: 'TmsTrip', index: true },
    state: {
      type: String,
      required: true,
      trim: true,
      uppercase: true,
      minlength: 2,
      maxlength: 2,
    },
    miles: { type: Number, default: 0, min: 0 },
    fuelPurchased: { type: Number, default: 0, min: 0 },
    source: { type: String, default: 'manual', enum: ['manual', 'computed'] },
    // Computed miles from the straight-line estimate (no road routing configured).
    estimated: { type: Boolean, default: false },
    // The IFTA quarter the miles belong to.
    year: { type: Number, required: true, min: 2000, max: 2100 },
    quarter: { type: Number, required: true, min: 1, max: 4 },
  },
  schemaOptions('tms_miles_by_state'),
);

export const TmsMilesByStateModel = model('TmsMilesByState', tmsMilesByStateSchema);
