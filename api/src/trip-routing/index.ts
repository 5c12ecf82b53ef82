import { planTrip, type PlannedRequest } from './planTrip';
import type { RoutingOptions } from './route';

export { type RoutingOptions } from './route';
export { greatCircleLine, greatCircleMiles, type LonLat } from './greatCircle';
export { GEOMETRY_STEP_MILES, ROAD_CIRCUITY_FACTOR, TRUCK_AVERAGE_MPH } from './constants';
/** The trip-routing engine of one app, bound to its road-routing service (OSRM_URL). */
export interface TripRouting {
  planTrip(request: PlannedRequest): ReturnType<typeof planTrip>;
}

export function createTripRouting(options: RoutingOptions): TripRouting {
  return { planTrip: (request) => planTrip(request, options) };
}
