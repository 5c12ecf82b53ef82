import type { StateMiles } from '@freight/contracts';
import { HttpError } from '../../../http/errors';
import type { TripRouting } from '../../../trip-routing';

export interface TripRoute {
  miles: number;
  milesByState: StateMiles[];
  /** From straight-line distances (no road routing configured), not from roads. */
  isEstimate: boolean;
}

/**
 * Road miles and miles by state over the trip's stops in order, from the trip planner's
 * routing engine. A stop the engine cannot place gives no route (null): the miles are then
 * entered by hand.
 */
export async function routeOverStops(
  stops: string[],
  routing: TripRouting,
): Promise<TripRoute | null> {
  if (stops.length < 2) return null;
  try {
    const plan = await routing.planTrip({
      origin: stops[0]!,
      destination: stops[stops.length - 1]!,
      waypoints: stops.slice(1, -1),
      vehicleType: 'truck',
      truckAxles: 5,
      departureTime: new Date(),
      fuelInfo: { fuelType: 'diesel', fuelEfficiency: 6.5, fuelPrice: 3.9 },
    });
    return {
      miles: Math.round(plan.distance * 10) / 10,
      milesByState: plan.milesByState,
      isEstimate: plan.isEstimate,
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return null;
    throw error;
  }
}

/** The IFTA quarter of a date (UTC). */
export const quarterOf = (date: Date) => ({
  year: date.getUTCFullYear(),
  quarter: Math.floor(date.getUTCMonth() / 3) + 1,
});
