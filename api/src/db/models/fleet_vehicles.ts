import { Schema, model, type InferSchemaType } from 'mongoose';
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

export type FleetVehicle = InferSchemaType<typeof fleetVehicleSchema>;
export const FleetVehicleModel = model('FleetVehicle', fleetVehicleSchema);
