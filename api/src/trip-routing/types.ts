import type {
  DetailedStop,
  RoutingProviderName,
  StateMiles,
  TollTag,
  VehicleType,
} from '@freight/contracts';
import type { LonLat } from './greatCircle';

export interface RouteRequest {
  /** Origin, waypoints in order, destination. */
  stops: LonLat[];
  vehicleType: VehicleType;
  truckAxles?: number;
  departureTime: Date;
  tagSelector?: TollTag;
}

/**
 * What a routing provider answers. A list or figure the provider has no data for is
 * null, never a guess.
 */
export interface ProviderRoute {
  provider: RoutingProviderName;
  isEstimate: boolean;
  distanceMiles: number;
  durationHours: number;
  geometry: LonLat[];
  milesByState: StateMiles[];
  tollCost: number | null;
  fuelStations: DetailedStop[] | null;
  truckStops: DetailedStop[] | null;
  truckRestrictions: string[] | null;
  notes: string[];
}

export interface RoutingProvider {
  readonly name: RoutingProviderName;
  route(request: RouteRequest): Promise<ProviderRoute>;
}
