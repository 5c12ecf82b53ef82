import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const tripPlannerRouteSchema = new Schema(
  {
    origin: { type: String, required: true },
    destination: { type: String, required: true },
    waypoints: { type: [String], default: [] },
    vehicleType: { type: String, required: true, enum: ['car', 'truck'] },
    truckAxles: { type: Number, min: 2, max: 9 },
    carSelection: { type: String },
    fuelInfo: {
      fuelType: { type: String, enum: ['gasoline', 'diesel', 'electric'] },
      fuelEfficiency: { type: Number, min: 0 },
      fuelPrice: { type: Number, min: 0 },
    },
    tagSelector: { type: String },
    departureTime: { type: Date },
    calculatedDistance: { type: Number },
    calculatedDuration: { type: Number },
    tollCost: { type: Number },
    fuelCost: { type: Number },
  },
  schemaOptions('trip_planner_routes'),
);

export type TripPlannerRoute = InferSchemaType<typeof tripPlannerRouteSchema>;
export const TripPlannerRouteModel = model('TripPlannerRoute', tripPlannerRouteSchema);
