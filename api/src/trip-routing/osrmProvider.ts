import { MAX_GEOMETRY_POINTS, OSRM_TIMEOUT_MS, TRUCK_AVERAGE_MPH } from './constants';
import type { LonLat } from './greatCircle';
import { milesByState } from './milesByState';
import type { ProviderRoute, RouteRequest, RoutingProvider } from './types';

const METERS_PER_MILE = 1609.344;

interface OsrmRoute {
  distance: number;
  duration: number;
  geometry: { type: 'LineString'; coordinates: LonLat[] };
}

function isOsrmRoute(value: unknown): value is OsrmRoute {
  const route = value as Partial<OsrmRoute> | undefined;
  return (
    typeof route?.distance === 'number' &&
    typeof route.duration === 'number' &&
    Array.isArray(route.geometry?.coordinates) &&
    route.geometry.coordinates.length > 1
  );
}

/** Every n-th point (and the last), so the line sent to the browser stays small. */
function thinLine(line: readonly LonLat[], maxPoints: number): LonLat[] {
  if (line.length <= maxPoints) return [...line];
  const step = Math.ceil(line.length / (maxPoints - 1));
  const thinned = line.filter((_, index) => index % step === 0);
  thinned.push(line[line.length - 1] as LonLat);
  return thinned;
}

class OsrmUnavailableError extends Error {
  override name = 'OsrmUnavailableError';
}

/**
 * Real road routes from an OSRM server (or a compatible one). OSRM's driving profile is
 * for cars; a truck is given at least the truck planning speed's time.
 */
export function osrmProvider(baseUrl: string, timeoutMs = OSRM_TIMEOUT_MS): RoutingProvider {
  return {
    name: 'osrm',
    async route(request: RouteRequest): Promise<ProviderRoute> {
      const coordinates = request.stops.map(([lon, lat]) => `${lon},${lat}`).join(';');
      const url = new URL(`route/v1/driving/${coordinates}`, baseUrl.replace(/\/?$/, '/'));
      url.searchParams.set('overview', 'full');
      url.searchParams.set('geometries', 'geojson');
      let body: { code?: string; routes?: unknown[] };
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw new OsrmUnavailableError((error as Error).message);
      }
      const route = body.routes?.[0];
      if (body.code !== 'Ok' || !isOsrmRoute(route)) {
        throw new OsrmUnavailableError(`OSRM answered ${body.code ?? 'without a route'}`);
      }
      const distanceMiles = route.distance / METERS_PER_MILE;
      const roadHours = route.duration / 3600;
      const truckHours = distanceMiles / TRUCK_AVERAGE_MPH;
      const isSlowerTruck = request.vehicleType === 'truck' && truckHours > roadHours;
      return {
        provider: 'osrm',
        isEstimate: false,
        distanceMiles,
        durationHours: isSlowerTruck ? truckHours : roadHours,
        geometry: thinLine(route.geometry.coordinates, MAX_GEOMETRY_POINTS),
        milesByState: milesByState(route.geometry.coordinates, distanceMiles),
        tollCost: null,
        fuelStations: null,
        truckStops: null,
        truckRestrictions: null,
        notes: isSlowerTruck
          ? [
              `Driving time uses a truck average of ${TRUCK_AVERAGE_MPH} mph over the road distance.`,
            ]
          : [],
      };
    },
  };
}
