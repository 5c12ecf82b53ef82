import { fromCents, toCents, type FleetReport } from '@freight/contracts';
import { carrierData } from '../../../db/ownerScope';
import { yearRange } from './period';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Per driver: trips, miles, revenue and pay of the trips dispatched in the year. Per truck:
 * trips, miles and utilisation — the share of the year so far the truck spent on trips.
 */
export async function fleetReport(
  ownerId: string,
  year: number,
  now = new Date(),
): Promise<FleetReport> {
  const { start, end } = yearRange(year);
  const trips = await carrierData(ownerId).trips.aggregate<{
    driverId?: unknown;
    truckId?: unknown;
    totalMiles?: number;
    revenue?: number;
    driverPay?: number;
    dispatchedAt: Date;
    completedAt?: Date;
  }>([{ $match: { dispatchedAt: { $gte: start, $lt: end } } }]);
  const [drivers, trucks] = await Promise.all([
    carrierData(ownerId).drivers.find({}, { sort: { firstName: 1 } }),
    carrierData(ownerId).trucks.find({}, { sort: { truckNumber: 1 } }),
  ]);
  const periodEnd = Math.min(end.getTime(), now.getTime());
  const periodDays = Math.max(1, (periodEnd - start.getTime()) / DAY_MS);
  return {
    year,
    drivers: drivers.map((driver) => {
      const own = trips.filter((trip) => String(trip.driverId) === String(driver._id));
      return {
        id: String(driver._id),
        name: [driver.firstName, driver.lastName].filter(Boolean).join(' '),
        trips: own.length,
        miles: Math.round(own.reduce((sum, trip) => sum + (trip.totalMiles ?? 0), 0) * 10) / 10,
        revenue: fromCents(own.reduce((sum, trip) => sum + toCents(trip.revenue ?? 0), 0)),
        pay: fromCents(own.reduce((sum, trip) => sum + toCents(trip.driverPay ?? 0), 0)),
      };
    }),
    trucks: trucks.map((truck) => {
      const own = trips.filter((trip) => String(trip.truckId) === String(truck._id));
      const busyDays = own.reduce((sum, trip) => {
        const until = Math.min(trip.completedAt?.getTime() ?? periodEnd, periodEnd);
        return sum + Math.max(0, until - trip.dispatchedAt.getTime()) / DAY_MS;
      }, 0);
      return {
        id: String(truck._id),
        unit: truck.truckNumber,
        trips: own.length,
        miles: Math.round(own.reduce((sum, trip) => sum + (trip.totalMiles ?? 0), 0) * 10) / 10,
        utilisation: Math.min(100, Math.round((busyDays / periodDays) * 1000) / 10),
      };
    }),
  };
}
