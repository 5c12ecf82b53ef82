import {
  CAR_AVERAGE_MPH,
  GEOMETRY_STEP_MILES,
  ROAD_CIRCUITY_FACTOR,
  TRUCK_AVERAGE_MPH,
} from './constants';
import { greatCircleLine, lineMiles } from './greatCircle';
import { milesByState } from './milesByState';
import type { ProviderRoute, RouteRequest, RoutingProvider } from './types';

function averageSpeedMph(vehicleType: RouteRequest['vehicleType']): number {
  return vehicleType === 'truck' ? TRUCK_AVERAGE_MPH : CAR_AVERAGE_MPH;
}

/**
 * The embedded estimate: great-circle legs between the stops times the road circuity
 * factor, driven at the vehicle's average speed. Works with no network at all.
 */
export const offlineProvider: RoutingProvider = {
  name: 'offline-estimate',
  async route(request: RouteRequest): Promise<ProviderRoute> {
    const straight = lineMiles(request.stops);
    const distanceMiles = straight * ROAD_CIRCUITY_FACTOR;
    const speed = averageSpeedMph(request.vehicleType);
    const geometry = greatCircleLine(request.stops, GEOMETRY_STEP_MILES);
    return {
      provider: 'offline-estimate',
      isEstimate: true,
      distanceMiles,
      durationHours: distanceMiles / speed,
      geometry,
      milesByState: milesByState(geometry, distanceMiles),
      tollCost: null,
      fuelStations: null,
      truckStops: null,
      truckRestrictions: null,
      notes: [
        `Estimated: straight-line distance between the stops × ${ROAD_CIRCUITY_FACTOR} for roads, driven at an average ${speed} mph without rest breaks.`,
      ],
    };
  },
};
