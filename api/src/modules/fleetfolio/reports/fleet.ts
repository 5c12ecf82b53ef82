import { fromCents, toCents, type FleetReport } from '@freight/contracts';
import { carrierData } from '../../../db/ownerScope';
import { yearRange } from './period';
import { daysAvailable, daysOnTrips, percentOf, type PeriodDays } from './utilisation';

interface TripFigures {
  driverId?: unknown;
  truckId?: unknown;
  totalMiles?: number;
  revenue?: number;
  driverPay?: number;
  dispatchedAt: Date;
  completedAt?: Date;
}

const milesOf = (trips: TripFigures[]) =>
  Math.round(trips.reduce((sum, trip) => sum + (trip.totalMiles ?? 0), 0) * 10) / 10;

/**
 * Per driver: trips, miles, revenue and pay of the trips dispatched in the year. Per truck:
 * its trips and miles, and its utilisation from every trip that ran in the year (one
 * dispatched in December and completed in January counts its January days too).
 */
export async function fleetReport(
  ownerId: string,
  year: number,
  now = new Date(),
): Promise<FleetReport> {
  const { start, end } = yearRange(year);
  const data = carrierData(ownerId);
  const ran = await data.trips.aggregate<TripFigures>([
    {
      $match: {
        dispatchedAt: { $lt: end },
        $or: [{ completedAt: { $gte: start } }, { completedAt: null }],
      },
    },
  ]);
  const dispatched = ran.filter((trip) => trip.dispatchedAt >= start);
  const [drivers, trucks] = await Promise.all([
    data.drivers.find({}, { sort: { firstName: 1 } }),
    data.trucks.find({}, { sort: { truckNumber: 1 } }),
  ]);
  const period: PeriodDays = { start, until: new Date(Math.min(end.getTime(), now.getTime())) };
  const truckRows = trucks.map((truck) => {
    const own = (trips: TripFigures[]) =>
      trips.filter((trip) => String(trip.truckId) === String(truck._id));
    const onTrips = daysOnTrips(own(ran), period, now).size;
    const available = daysAvailable(truck.createdAt, own(ran), period);
    return {
      id: String(truck._id),
      unit: truck.truckNumber,
      trips: own(dispatched).length,
      miles: milesOf(own(dispatched)),
      daysOnTrips: onTrips,
      daysAvailable: available,
      utilisation: percentOf(onTrips, available),
    };
  });
  const sum = (key: 'daysOnTrips' | 'daysAvailable') =>
    truckRows.reduce((total, row) => total + row[key], 0);
  return {
    year,
    drivers: drivers.map((driver) => {
      const own = dispatched.filter((trip) => String(trip.driverId) === String(driver._id));
      return {
        id: String(driver._id),
        name: [driver.firstName, driver.lastName].filter(Boolean).join(' '),
        trips: own.length,
        miles: milesOf(own),
        revenue: fromCents(own.reduce((sum, trip) => sum + toCents(trip.revenue ?? 0), 0)),
        pay: fromCents(own.reduce((sum, trip) => sum + toCents(trip.driverPay ?? 0), 0)),
      };
    }),
    trucks: truckRows,
    fleetUtilisation: percentOf(sum('daysOnTrips'), sum('daysAvailable')),
  };
}
