import {
  DEFAULT_TRUCK_AXLES,
  type FuelType,
  type TollTag,
  type VehicleType,
} from '@freight/contracts';
import { format } from 'date-fns';
import { pathName, type RequestPath } from '@freight/forms';

/** The trip planner form as the inputs hold it (text for numbers and the local date-time). */
export interface TripFormValues {
  origin: string;
  destination: string;
  waypoints: Array<{ place: string }>;
  vehicleType: VehicleType | '';
  truckAxles: string;
  departureTime: string;
  fuelType: FuelType;
  fuelEfficiency: string;
  fuelPrice: string;
  tagSelector: TollTag | '';
}

/** datetime-local value for a moment in the visitor's time zone. */
export function localDateTime(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

/**
 * Starting fuel figures per vehicle, for the visitor to adjust: about 25 MPG for a car on
 * gasoline and 6.5 MPG for a loaded Class 8 truck on diesel, at typical US pump prices.
 */
export const FUEL_DEFAULTS: Record<
  VehicleType,
  Pick<TripFormValues, 'fuelType' | 'fuelEfficiency' | 'fuelPrice'>
> = {
  car: { fuelType: 'gasoline', fuelEfficiency: '25', fuelPrice: '3.50' },
  truck: { fuelType: 'diesel', fuelEfficiency: '6.5', fuelPrice: '3.75' },
};

export function defaultTripFormValues(now: Date): TripFormValues {
  return {
    origin: '',
    destination: '',
    waypoints: [],
    vehicleType: '',
    truckAxles: String(DEFAULT_TRUCK_AXLES),
    departureTime: localDateTime(now),
    ...FUEL_DEFAULTS.car,
    tagSelector: '',
  };
}

function numberOrText(text: string): number | string {
  return text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text);
}

function isoOrText(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The request the API expects (it may still be invalid; the schema decides). */
export function toTripPlanRequest(values: TripFormValues): Record<string, unknown> {
  return {
    origin: values.origin,
    destination: values.destination,
    waypoints: values.waypoints.map((waypoint) => waypoint.place),
    vehicleType: values.vehicleType === '' ? undefined : values.vehicleType,
    truckAxles: values.vehicleType === 'truck' ? numberOrText(values.truckAxles) : undefined,
    departureTime: isoOrText(values.departureTime),
    fuelInfo: {
      fuelType: values.fuelType,
      fuelEfficiency: numberOrText(values.fuelEfficiency),
      fuelPrice: numberOrText(values.fuelPrice),
    },
    tagSelector: values.tagSelector === '' ? undefined : values.tagSelector,
  };
}

const FUEL_FIELDS = ['fuelType', 'fuelEfficiency', 'fuelPrice'];

/** A request path ('fuelInfo.fuelPrice', 'waypoints.1') as the form field that holds it. */
export function fieldOf(path: RequestPath): string {
  if (path[0] === 'fuelInfo') return String(path[1] ?? 'fuelType');
  if (path[0] === 'waypoints' && path.length > 1) return `waypoints.${path[1]}.place`;
  return pathName(path);
}

/** The request path of a form field, where the schema states its rules. */
export function pathOf(field: string): string {
  if (FUEL_FIELDS.includes(field)) return `fuelInfo.${field}`;
  return field.replace(/^waypoints\.(\d+)\.place$/, 'waypoints.$1');
}

/**
 * The shared contract schema, with joi (66 kB gzip), is not needed to show the page: the form
 * starts loading it when it is first focused, and the first validation waits for it.
 */
export const loadTripFormRules = () =>
  import('@freight/contracts/tripPlanRequestSchema').then((module) => module.tripPlanRequestSchema);
