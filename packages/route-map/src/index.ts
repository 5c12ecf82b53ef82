export { UsRouteMap } from './UsRouteMap';
export type { LonLat, MapMarker, MarkerKind, UsRouteMapProps } from './UsRouteMap';
export { ShipmentProgress } from './ShipmentProgress';
export type { ProgressFacts } from './ShipmentProgress';
