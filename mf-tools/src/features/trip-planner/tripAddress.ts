import { FUEL_TYPES, TOLL_TAGS, VEHICLE_TYPES, type TripPlanRequest } from '@freight/contracts';
import {
  FUEL_DEFAULTS,
  defaultTripFormValues,
  localDateTime,
  type TripFormValues,
} from './tripForm';

/**
 * A trip plan's address: `/trip-planner?from=Chicago&to=Dallas&via=…&vehicle=truck&axles=5&
 * depart=<ISO>&fuel=diesel&mpg=6.5&price=3.75&tag=ezpass`, so a link reproduces the plan.
 */
export function tripQuery(request: TripPlanRequest): URLSearchParams {
  const query = new URLSearchParams({ from: request.origin, to: request.destination });
  for (const place of request.waypoints) query.append('via', place);
  query.set('vehicle', request.vehicleType);
  if (request.truckAxles !== undefined) query.set('axles', String(request.truckAxles));
  query.set('depart', new Date(request.departureTime).toISOString());
  query.set('fuel', request.fuelInfo.fuelType);
  query.set('mpg', String(request.fuelInfo.fuelEfficiency));
  query.set('price', String(request.fuelInfo.fuelPrice));
  if (request.tagSelector) query.set('tag', request.tagSelector);
  return query;
}

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value);

/**
 * The form's values from an address (`tripQuery`), the defaults where it says nothing; a choice
 * the form does not offer is left at its default, text goes to the form for its validation.
 */
export function tripFormValuesOf(query: URLSearchParams, now: Date): TripFormValues {
  const defaults = defaultTripFormValues(now);
  const vehicleType = oneOf(VEHICLE_TYPES, query.get('vehicle')) ?? '';
  const fuel = vehicleType ? FUEL_DEFAULTS[vehicleType] : defaults;
  const depart = new Date(query.get('depart') ?? '');
  return {
    origin: query.get('from') ?? '',
    destination: query.get('to') ?? '',
    waypoints: query.getAll('via').map((place) => ({ place })),
    vehicleType,
    truckAxles: query.get('axles') ?? defaults.truckAxles,
    departureTime: Number.isNaN(depart.getTime()) ? defaults.departureTime : localDateTime(depart),
    fuelType: oneOf(FUEL_TYPES, query.get('fuel')) ?? fuel.fuelType,
    fuelEfficiency: query.get('mpg') ?? fuel.fuelEfficiency,
    fuelPrice: query.get('price') ?? fuel.fuelPrice,
    tagSelector: oneOf(TOLL_TAGS, query.get('tag')) ?? '',
  };
}

/** Whether an address names a whole plan to calculate on arrival (places and vehicle). */
export function namesAPlan(query: URLSearchParams): boolean {
  return ['from', 'to', 'vehicle'].every((name) => Boolean(query.get(name)?.trim()));
}
