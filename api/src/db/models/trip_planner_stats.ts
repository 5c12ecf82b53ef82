import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const tripPlannerStatsSchema = new Schema(
  {
    pageVisits: { type: Number, default: 0, min: 0 },
    routeSubmissions: { type: Number, default: 0, min: 0 },
    carSelectionUsage: { type: Number, default: 0, min: 0 },
    fuelInfoUsage: { type: Number, default: 0, min: 0 },
    tagSelectorUsage: { type: Number, default: 0, min: 0 },
  },
  schemaOptions('trip_planner_stats'),
);

export const TripPlannerStatsModel = model('TripPlannerStats', tripPlannerStatsSchema);
