import type { TripPlannerStats, TripPlanRequest, TripPlanResult } from '@freight/contracts';
import { Types } from 'mongoose';
import { TripPlannerRouteModel } from '../../db/models/trip_planner_routes';
import { TripPlannerStatsModel } from '../../db/models/trip_planner_stats';
import type { TripRouting } from '../../trip-routing';

/** The one document of trip_planner_stats; a fixed id makes concurrent upserts safe. */
const STATS_ID = new Types.ObjectId('000000000000000000000001');

type Counter = keyof TripPlannerStats;
type PlannedRequest = Omit<TripPlanRequest, 'departureTime'> & { departureTime: Date };

async function increment(counters: Counter[]): Promise<void> {
  const inc = Object.fromEntries(counters.map((counter) => [counter, 1]));
  await TripPlannerStatsModel.updateOne({ _id: STATS_ID }, { $inc: inc }, { upsert: true });
}

export async function trackVisit(): Promise<void> {
  await increment(['pageVisits']);
}

export async function tripPlannerStats(): Promise<TripPlannerStats> {
  const stats = await TripPlannerStatsModel.findById(STATS_ID).lean();
  return {
    pageVisits: stats?.pageVisits ?? 0,
    routeSubmissions: stats?.routeSubmissions ?? 0,
    carSelectionUsage: stats?.carSelectionUsage ?? 0,
    fuelInfoUsage: stats?.fuelInfoUsage ?? 0,
    tagSelectorUsage: stats?.tagSelectorUsage ?? 0,
  };
}

/** Which features a submitted plan used: every plan counts, car, fuel and tag when chosen. */
function usedCounters(request: PlannedRequest): Counter[] {
  const counters: Counter[] = ['routeSubmissions', 'fuelInfoUsage'];
  if (request.vehicleType === 'car') counters.push('carSelectionUsage');
  if (request.tagSelector) counters.push('tagSelectorUsage');
  return counters;
}

/**
 * Plans the trip, then counts the submission and stores the request with its figures.
 * A plan that fails (an unknown place) is neither counted nor stored.
 */
export async function calculateRoute(
  request: PlannedRequest,
  routing: TripRouting,
): Promise<TripPlanResult> {
  const result = await routing.planTrip(request);
  await TripPlannerRouteModel.create({
    origin: request.origin,
    destination: request.destination,
    waypoints: request.waypoints,
    vehicleType: request.vehicleType,
    truckAxles: request.truckAxles,
    carSelection: request.vehicleType === 'car',
    fuelInfo: request.fuelInfo,
    tagSelector: request.tagSelector,
    departureTime: request.departureTime,
    calculatedDistance: result.distance,
    calculatedDuration: result.duration,
    tollCost: result.tollCost,
    fuelCost: result.fuelCost,
    milesByState: result.milesByState,
    geometry: result.geometry,
    provider: result.provider,
    isEstimate: result.isEstimate,
  });
  await increment(usedCounters(request));
  return result;
}
