import type { ClientSession } from 'mongoose';
import { carrierData } from '../../../db/ownerScope';

/** Every collection a trip touches, scoped to one owner (and one transaction when given). */
export function tripScopes(ownerId: string, session?: ClientSession) {
  const data = carrierData(ownerId, { session });
  return {
    trips: data.trips,
    links: data.tripLoads,
    stops: data.tripStops,
    expenses: data.expenses,
    loads: data.loads,
    drivers: data.drivers,
    trucks: data.trucks,
    trailers: data.trailers,
    milesByState: data.milesByState,
    invoiceLinks: data.invoiceLoads,
    settlementTrips: data.settlementTrips,
  };
}

export type TripScopes = ReturnType<typeof tripScopes>;
