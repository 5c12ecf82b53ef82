import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const fleetVehicleSchema = new Schema(
  {
    year: { type: Number, min: 1900, max: 2100 },
    make: { type: String, trim: true },
    model: { type: String, trim: true },
    vinLast4: { type: String, trim: true, minlength: 4, maxlength: 4 },
    status: { type: String, default: 'active' },
    imageUrl: { type: String },
    isActive: { type: Boolean, default: true },
  },
  schemaOptions('fleet_vehicles'),
);

// The documented fleet_vehicles table: registered so that its collection and indexes exist. No
// route reads it: the landing page's fleet figures come from fleet_stats.
model('FleetVehicle', fleetVehicleSchema);
