export const VEHICLE_TYPES = ['car', 'truck'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = { car: 'Car', truck: 'Truck' };

/** Axle choices for trucks (spec 001 §9); a 5-axle tractor-trailer is the common case. */
export const TRUCK_AXLES_MIN = 2;
export const TRUCK_AXLES_MAX = 9;
export const DEFAULT_TRUCK_AXLES = 5;

export const FUEL_TYPES = ['gasoline', 'diesel', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  gasoline: 'Gasoline',
  diesel: 'Diesel',
  electric: 'Electric',
};

/**
 * For electric vehicles efficiency is read as MPGe and price as the price of a
 * gallon-equivalent: 33.7 kWh, the EPA's energy content of one gallon of gasoline.
 */
export const KWH_PER_GALLON_EQUIVALENT = 33.7;

export const TOLL_TAGS = ['ezpass', 'sunpass', 'fastrak', 'ipass', 'txtag'] as const;
export type TollTag = (typeof TOLL_TAGS)[number];
export const TOLL_TAG_LABELS: Record<TollTag, string> = {
  ezpass: 'E-ZPass',
  sunpass: 'SunPass',
  fastrak: 'FasTrak',
  ipass: 'I-PASS',
  txtag: 'TxTag',
};

/** The spec sets no waypoint limit; a cap keeps one request's work bounded. */
export const MAX_WAYPOINTS = 25;
export const PLACE_TEXT_MAX = 200;
export const FUEL_EFFICIENCY_MAX = 200;
export const FUEL_PRICE_MAX = 100;

export const TRIP_PLANNER_MESSAGES = {
  missingPlaces: 'Please enter both origin and destination',
  missingVehicleType: 'Please select a vehicle type',
  calculateFailed: 'Failed to calculate route',
  successTitle: 'Route Calculated',
  successDescription: 'Your trip plan has been calculated successfully!',
  axlesRange: `Axles must be a whole number from ${TRUCK_AXLES_MIN} to ${TRUCK_AXLES_MAX}`,
  axlesTrucksOnly: 'Axles apply to trucks only',
  axlesRequired: 'Please choose the number of axles for a truck',
  blankWaypoint: 'Please enter a place for every waypoint or remove it',
  tooManyWaypoints: `At most ${MAX_WAYPOINTS} waypoints can be planned`,
  fuelType: 'Please choose gasoline, diesel or electric',
  fuelEfficiency: 'Fuel efficiency must be a number greater than 0',
  fuelPrice: 'Fuel price must be a number of 0 or more',
  tollTag: 'Please choose one of the listed toll tags',
  departureTime: 'Please enter a valid departure date and time',
  tollsUnavailable: 'Toll costs are not available offline',
  noFuelStations: 'No fuel-station data available for this route',
  noTruckStops: 'No truck-stop data available for this route',
  fuelOnly: 'fuel only',
} as const;

/** 'Origin not found: "Atlantis". Please check the spelling or pick a suggestion.' */
export function placeNotFoundMessage(role: string, text: string): string {
  return `${role} not found: "${text}". Please check the spelling or pick a suggestion.`;
}

export interface FuelInfo {
  fuelType: FuelType;
  fuelEfficiency: number;
  fuelPrice: number;
}

export interface TripPlanRequest {
  origin: string;
  destination: string;
  waypoints: string[];
  vehicleType: VehicleType;
  truckAxles?: number;
  departureTime: string | Date;
  fuelInfo: FuelInfo;
  /** Optional: a trip without a toll tag pays cash or plate rates. */
  tagSelector?: TollTag;
}

/** A place of the route, as the routing engine resolved it. */
export interface TripStop {
  role: 'origin' | 'waypoint' | 'destination';
  query: string;
  displayName: string;
  lat: number;
  lon: number;
}

/** A fuel station or truck stop supplied by a routing provider that has such data. */
export interface DetailedStop {
  name: string;
  address: string;
  /** Miles from the origin along the route. */
  distanceFromStart: number;
  hours: string;
  phone: string;
  services: string[];
  amenities: string[];
  lat?: number;
  lon?: number;
}

export interface StateMiles {
  /** USPS code, e.g. 'IL'. */
  state: string;
  name: string;
  miles: number;
}

export type RoutingProviderName = 'offline-estimate' | 'osrm';

/** The trip plan result (spec 001 §3) with what the route was computed from. */
export interface TripPlanResult {
  /** Miles, one decimal. */
  distance: number;
  /** Hours, two decimals. */
  duration: number;
  /** Dollars; null when no provider prices tolls for this route. */
  tollCost: number | null;
  fuelCost: number;
  /** Tolls plus fuel, 2 decimals; fuel only when tolls are unknown. */
  totalCost: number;
  totalCostIncludesTolls: boolean;
  commercialFeatures: string[];
  truckRestrictions: string[];
  detailedFuelStations: DetailedStop[];
  detailedTruckStops: DetailedStop[];
  fuelStations: string[];
  truckStops: string[];
  milesByState: StateMiles[];
  /** The route line as [longitude, latitude] pairs. */
  geometry: Array<[number, number]>;
  stops: TripStop[];
  provider: RoutingProviderName;
  isEstimate: boolean;
  /** Plain statements of what is estimated or unavailable. */
  notes: string[];
}

/** Trip planner usage counters (table trip_planner_stats). */
export interface TripPlannerStats {
  pageVisits: number;
  routeSubmissions: number;
  carSelectionUsage: number;
  fuelInfoUsage: number;
  tagSelectorUsage: number;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Total trip cost: tolls plus fuel, 2 decimals (spec 001 §9); fuel alone when tolls are unknown. */
export function tripTotalCost(fuelCost: number, tollCost: number | null): number {
  return roundTo(fuelCost + (tollCost ?? 0), 2);
}

/** A truck stop's place in the journey: distance from start / total distance, as a rounded percent. */
export function journeyPercentage(distanceFromStart: number, totalDistance: number): number {
  if (totalDistance <= 0) return 0;
  return Math.round((distanceFromStart / totalDistance) * 100);
}
