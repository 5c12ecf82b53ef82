import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const fleetStatsSchema = new Schema(
  {
    totalVehicles: { type: Number, default: 0, min: 0 },
    totalMiles: { type: Number, default: 0, min: 0 },
    totalLoads: { type: Number, default: 0, min: 0 },
    safetyScore: { type: Number, default: 98.5 },
    onTimeDelivery: { type: Number, default: 99.2 },
    experienceYears: { type: Number, default: 15 },
  },
  schemaOptions('fleet_stats'),
);

export const FleetStatsModel = model('FleetStats', fleetStatsSchema);
