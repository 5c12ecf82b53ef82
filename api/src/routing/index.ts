export { planTrip } from './planTrip';
export { routeMiles, type RouteMiles, type RoutingOptions } from './route';
export { greatCircleMiles, type LonLat } from './greatCircle';
export { milesByState } from './milesByState';
export type { ProviderRoute, RouteRequest, RoutingProvider } from './types';
