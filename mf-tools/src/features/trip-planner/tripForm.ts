import {
  DEFAULT_TRUCK_AXLES,
  type FuelType,
  type TollTag,
  type TripPlanRequest,
  type VehicleType,
} from '@freight/contracts';
import { format } from 'date-fns';
import type { FieldErrors, Resolver } from 'react-hook-form';

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

/** A request path ('fuelInfo.fuelPrice', 'waypoints.1') as the form field that holds it. */
function fieldOf(path: ReadonlyArray<string | number>): string {
  if (path[0] === 'fuelInfo') return String(path[1] ?? 'fuelType');
  if (path[0] === 'waypoints' && path.length > 1) return `waypoints.${path[1]}.place`;
  return path.map(String).join('.');
}

function setError(errors: Record<string, unknown>, field: string, message: string): void {
  const parts = field.split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1] as string;
  node[last] ??= { type: 'validation', message };
}

/**
 * The shared contract schema, with joi (66 kB gzip), is not needed to show the page: the form
 * starts loading it when it is first focused, and the first validation waits for it.
 */
export const loadTripFormRules = () => import('@freight/contracts/tripPlanRequestSchema');

/** Validates the form with the shared contract schema, so form and API agree on every rule. */
export const tripFormResolver: Resolver<TripFormValues, unknown, TripPlanRequest> = async (
  values,
) => {
  const { tripPlanRequestSchema } = await loadTripFormRules();
  const { error, value } = tripPlanRequestSchema.validate(toTripPlanRequest(values), {
    abortEarly: false,
  });
  if (!error) return { values: value as TripPlanRequest, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const detail of error.details) setError(errors, fieldOf(detail.path), detail.message);
  return { values: {}, errors: errors as FieldErrors<TripFormValues> };
};
