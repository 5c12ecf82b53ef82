import { Schema, model } from 'mongoose';
import { FUEL_TYPES, TOLL_TAGS, VEHICLE_TYPES } from '@freight/contracts';
import { schemaOptions } from '../schemaOptions';

const stateMilesSchema = new Schema(
  {
    state: { type: String, required: true },
    name: { type: String, required: true },
    miles: { type: Number, required: true, min: 0 },
  },
  { _id: false },
);

const tripPlannerRouteSchema = new Schema(
  {
    origin: { type: String, required: true },
    destination: { type: String, required: true },
    waypoints: { type: [String], default: [] },
    vehicleType: { type: String, required: true, enum: VEHICLE_TYPES },
    truckAxles: { type: Number, min: 2, max: 9 },
    /** True when the car option was chosen (counted in carSelectionUsage). */
    carSelection: { type: Boolean, default: false },
    fuelInfo: {
      fuelType: { type: String, enum: FUEL_TYPES },
      fuelEfficiency: { type: Number, min: 0 },
      fuelPrice: { type: Number, min: 0 },
    },
    tagSelector: { type: String, enum: TOLL_TAGS },
    departureTime: { type: Date },
    calculatedDistance: { type: Number },
    calculatedDuration: { type: Number },
    /** null: no provider priced the tolls of this route. */
    tollCost: { type: Number, default: null },
    fuelCost: { type: Number },
    /** Miles per state along the route, for IFTA reporting. */
    milesByState: { type: [stateMilesSchema], default: [] },
    /** The route line as [longitude, latitude] pairs. */
    geometry: { type: [[Number]], default: [] },
    provider: { type: String, enum: ['offline-estimate', 'osrm'] },
    isEstimate: { type: Boolean },
  },
  schemaOptions('trip_planner_routes'),
);

export const TripPlannerRouteModel = model('TripPlannerRoute', tripPlannerRouteSchema);
