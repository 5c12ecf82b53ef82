import {
  roundTo,
  TOLL_TAG_LABELS,
  TRIP_PLANNER_MESSAGES,
  tripTotalCost,
  type TripPlanRequest,
  type TripPlanResult,
  type TripStop,
} from '@freight/contracts';
import {
  HOS_BREAK_AFTER_DRIVING_HOURS,
  HOS_MAX_DRIVING_HOURS,
  HOS_OFF_DUTY_HOURS,
} from './constants';
import { positionOf, resolveStop, routeWithFallback, type RoutingOptions } from './route';
import type { ProviderRoute } from './types';

/** A trip plan request with its departure as a Date. */
export type PlannedRequest = Omit<TripPlanRequest, 'departureTime'> & { departureTime: Date };

function stopsOf(request: PlannedRequest): TripStop[] {
  return [
    resolveStop('origin', 'Origin', request.origin, 'origin'),
    ...request.waypoints.map((text, index) =>
      resolveStop('waypoint', `Waypoint ${index + 1}`, text, `waypoints.${index}`),
    ),
    resolveStop('destination', 'Destination', request.destination, 'destination'),
  ];
}

/** Rest the FMCSA rules require for a trip's driving time (49 CFR 395.3). */
function hoursOfService(drivingHours: number): string[] {
  const offDutyPeriods = Math.max(0, Math.ceil(drivingHours / HOS_MAX_DRIVING_HOURS) - 1);
  const features = [
    `Hours of service: ${roundTo(drivingHours, 1)} h of driving needs ${offDutyPeriods} ${HOS_OFF_DUTY_HOURS}-hour off-duty period(s) under the ${HOS_MAX_DRIVING_HOURS}-hour driving limit`,
  ];
  if (drivingHours > HOS_BREAK_AFTER_DRIVING_HOURS) {
    features.push(
      `A 30-minute break is due after ${HOS_BREAK_AFTER_DRIVING_HOURS} hours of driving`,
    );
  }
  return features;
}

function commercialFeatures(request: PlannedRequest, route: ProviderRoute): string[] {
  if (request.vehicleType !== 'truck') return [];
  const states = route.milesByState.length;
  return [
    ...hoursOfService(route.durationHours),
    `IFTA: miles split across ${states} state${states === 1 ? '' : 's'} (see miles by state)`,
    `${request.truckAxles} axles${request.tagSelector ? `, toll tag ${TOLL_TAG_LABELS[request.tagSelector]}` : ''}`,
  ];
}

function unavailableNotes(request: PlannedRequest, route: ProviderRoute): string[] {
  const notes: string[] = [];
  if (route.tollCost === null) notes.push(TRIP_PLANNER_MESSAGES.tollsUnavailable);
  if (route.fuelStations === null) notes.push(TRIP_PLANNER_MESSAGES.noFuelStations);
  if (request.vehicleType === 'truck' && route.truckStops === null) {
    notes.push(TRIP_PLANNER_MESSAGES.noTruckStops);
  }
  if (request.vehicleType === 'truck' && route.truckRestrictions === null) {
    notes.push(
      'Truck restrictions (bridge heights, weight limits, hazmat routes) are not available for this route',
    );
  }
  return notes;
}

/** Resolves the places, routes them and prices the fuel: the trip plan result. */
export async function planTrip(
  request: PlannedRequest,
  options: RoutingOptions = {},
): Promise<TripPlanResult> {
  const stops = stopsOf(request);
  const route = await routeWithFallback(
    {
      stops: stops.map(positionOf),
      vehicleType: request.vehicleType,
      truckAxles: request.truckAxles,
      departureTime: request.departureTime,
      tagSelector: request.tagSelector,
    },
    options,
  );
  const distance = roundTo(route.distanceMiles, 1);
  const { fuelEfficiency, fuelPrice } = request.fuelInfo;
  const fuelCost = roundTo((route.distanceMiles / fuelEfficiency) * fuelPrice, 2);
  const fuelStations = route.fuelStations ?? [];
  const truckStops = route.truckStops ?? [];
  return {
    distance,
    duration: roundTo(route.durationHours, 2),
    tollCost: route.tollCost,
    fuelCost,
    totalCost: tripTotalCost(fuelCost, route.tollCost),
    totalCostIncludesTolls: route.tollCost !== null,
    commercialFeatures: commercialFeatures(request, route),
    truckRestrictions: route.truckRestrictions ?? [],
    detailedFuelStations: fuelStations,
    detailedTruckStops: truckStops,
    fuelStations: fuelStations.map((stop) => stop.name),
    truckStops: truckStops.map((stop) => stop.name),
    milesByState: route.milesByState,
    geometry: route.geometry.map(([lon, lat]): [number, number] => [
      roundTo(lon, 5),
      roundTo(lat, 5),
    ]),
    stops,
    provider: route.provider,
    isEstimate: route.isEstimate,
    notes: [...route.notes, ...unavailableNotes(request, route)],
  };
}
