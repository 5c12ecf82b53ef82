import {
  FLEET_ACTIVE_TRIP_STATUSES,
  FLEET_PENDING_INVOICE_STATUSES,
  type FleetDashboardStats,
} from '@freight/contracts';
import { carrierData, type OwnerScope } from '../../../db/ownerScope';

function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/**
 * Revenue and miles of the trips completed this calendar month (UTC): the dashboard's
 * Total Revenue ('This month') and revenue per mile.
 */
async function monthRevenue(ownerId: string, now: Date) {
  const [totals] = await carrierData(ownerId).trips.aggregate<{
    revenue: number;
    miles: number;
  }>([
    { $match: { completedAt: { $gte: monthStart(now), $lte: now } } },
    {
      $group: {
        _id: null,
        revenue: { $sum: { $ifNull: ['$revenue', 0] } },
        miles: { $sum: { $ifNull: ['$totalMiles', 0] } },
      },
    },
  ]);
  return totals ?? { revenue: 0, miles: 0 };
}

// A pipeline, not a query filter: query filters are sanitised, which neutralises `$in`.
async function countWithStatus<T>(scope: OwnerScope<T>, statuses: readonly string[]) {
  const [row] = await scope.aggregate<{ count: number }>([
    { $match: { status: { $in: [...statuses] } } },
    { $count: 'count' },
  ]);
  return row?.count ?? 0;
}

/** The dashboard counters, computed from the account's own drivers, trips and invoices. */
export async function dashboardStats(
  ownerId: string,
  now = new Date(),
): Promise<FleetDashboardStats> {
  const [totalDrivers, activeTrips, pendingInvoices, month] = await Promise.all([
    carrierData(ownerId).drivers.countDocuments(),
    countWithStatus(carrierData(ownerId).trips, FLEET_ACTIVE_TRIP_STATUSES),
    countWithStatus(carrierData(ownerId).invoices, FLEET_PENDING_INVOICE_STATUSES),
    monthRevenue(ownerId, now),
  ]);
  return {
    totalDrivers,
    activeTrips,
    pendingInvoices,
    totalRevenue: roundCents(month.revenue),
    revenuePerMile: month.miles > 0 ? roundCents(month.revenue / month.miles) : 0,
  };
}
