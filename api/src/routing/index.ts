export { planTrip, type RoutingOptions } from './planTrip';
export { greatCircleMiles, type LonLat } from './greatCircle';
export { milesByState } from './milesByState';
export type { ProviderRoute, RouteRequest, RoutingProvider } from './types';
