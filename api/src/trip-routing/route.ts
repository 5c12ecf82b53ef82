import {
  placeNotFoundMessage,
  roundTo,
  type StateMiles,
  type TripStop,
  type VehicleType,
} from '@freight/contracts';
import { badRequest } from '../http/errors';
import { geocode } from '../places';
import type { LonLat } from './greatCircle';
import { offlineProvider } from './offlineProvider';
import { osrmProvider } from './osrmProvider';
import type { ProviderRoute, RouteRequest, RoutingProvider } from './types';

export interface RoutingOptions {
  /** Base URL of an OSRM-compatible server; without it the offline estimate is used. */
  osrmUrl?: string;
  osrmTimeoutMs?: number;
}

/**
 * Resolves a typed place; an unknown one is a 400 naming it by `label` ('Waypoint 2'), with the
 * message also under the request `field` that held it, so a form shows it on that field.
 */
export function resolveStop(
  role: TripStop['role'],
  label: string,
  text: string,
  field?: string,
): TripStop {
  const place = geocode(text);
  if (!place) {
    const message = placeNotFoundMessage(label, text);
    throw badRequest(message, field ? { [field]: message } : undefined);
  }
  return { role, query: text, displayName: place.displayName, lat: place.lat, lon: place.lon };
}

export const positionOf = (stop: TripStop): LonLat => [stop.lon, stop.lat];

/** The road-routing provider when one is configured; the estimate when it fails. */
export async function routeWithFallback(
  request: RouteRequest,
  options: RoutingOptions,
): Promise<ProviderRoute> {
  if (!options.osrmUrl) return offlineProvider.route(request);
  const provider: RoutingProvider = osrmProvider(options.osrmUrl, options.osrmTimeoutMs);
  try {
    return await provider.route(request);
  } catch {
    const estimate = await offlineProvider.route(request);
    const notice =
      'The road-routing service did not return a route in time, so this route is an estimate.';
    return { ...estimate, notes: [notice, ...estimate.notes] };
  }
}

export interface RouteMiles {
  /** Miles, one decimal. */
  distance: number;
  /** Driving hours, two decimals. */
  duration: number;
  milesByState: StateMiles[];
  stops: TripStop[];
  provider: ProviderRoute['provider'];
  isEstimate: boolean;
  notes: string[];
}

/**
 * Miles of a route through places in order (at least two), with the miles in each state:
 * what a carrier's trip and IFTA figures need, without fuel prices.
 */
export async function routeMiles(
  places: string[],
  vehicleType: VehicleType,
  options: RoutingOptions = {},
): Promise<RouteMiles> {
  if (places.length < 2) throw badRequest('A route needs at least two places');
  const stops = places.map((text, index) =>
    resolveStop(
      index === 0 ? 'origin' : index === places.length - 1 ? 'destination' : 'waypoint',
      `Stop ${index + 1}`,
      text,
    ),
  );
  const route = await routeWithFallback(
    { stops: stops.map(positionOf), vehicleType, departureTime: new Date() },
    options,
  );
  return {
    distance: roundTo(route.distanceMiles, 1),
    duration: roundTo(route.durationHours, 2),
    milesByState: route.milesByState,
    stops,
    provider: route.provider,
    isEstimate: route.isEstimate,
    notes: route.notes,
  };
}
