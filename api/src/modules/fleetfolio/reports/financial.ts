import { EXPENSE_TYPE_LABELS, fromCents, toCents, type FinancialReport } from '@freight/contracts';
import { carrierData } from '../../../db/ownerScope';
import { settlementsOfYear } from '../settlements/report';
import { monthKey, yearRange } from './period';

interface MonthCents {
  revenue: number;
  driverPay: number;
  expenses: number;
  miles: number;
}

/** The trips completed in a year (UTC), oldest first. */
async function completedTrips(ownerId: string, year: number) {
  const { start, end } = yearRange(year);
  return carrierData(ownerId).trips.aggregate<{
    _id: unknown;
    completedAt: Date;
    revenue?: number;
    driverPay?: number;
    totalMiles?: number;
    driverId?: unknown;
    teamDriverId?: unknown;
    truckId?: unknown;
    dispatchedAt?: Date;
  }>([{ $match: { completedAt: { $gte: start, $lt: end } } }, { $sort: { completedAt: 1 } }]);
}

/**
 * Profit and loss by month of completion: revenue of the loads, less driver pay and trip
 * expenses; revenue per mile; expenses by type; the year's approved and paid driver
 * settlements. Sums are taken in cents.
 */
export async function financialReport(ownerId: string, year: number): Promise<FinancialReport> {
  const trips = await completedTrips(ownerId, year);
  const months = new Map<string, MonthCents>();
  const byType = new Map<string, number>();
  for (const trip of trips) {
    const key = monthKey(trip.completedAt);
    const month = months.get(key) ?? { revenue: 0, driverPay: 0, expenses: 0, miles: 0 };
    const expenses = await carrierData(ownerId).expenses.find({ tripId: trip._id });
    month.revenue += toCents(trip.revenue ?? 0);
    month.driverPay += toCents(trip.driverPay ?? 0);
    month.miles += trip.totalMiles ?? 0;
    for (const expense of expenses) {
      month.expenses += toCents(expense.amount);
      const type =
        EXPENSE_TYPE_LABELS[expense.expenseType as keyof typeof EXPENSE_TYPE_LABELS] ??
        expense.expenseType;
      byType.set(type, (byType.get(type) ?? 0) + toCents(expense.amount));
    }
    byType.set('Driver pay', (byType.get('Driver pay') ?? 0) + toCents(trip.driverPay ?? 0));
    months.set(key, month);
  }
  return {
    year,
    months: [...months.entries()].map(([month, cents]) => ({
      month,
      revenue: fromCents(cents.revenue),
      driverPay: fromCents(cents.driverPay),
      expenses: fromCents(cents.expenses),
      profit: fromCents(cents.revenue - cents.driverPay - cents.expenses),
      miles: Math.round(cents.miles * 10) / 10,
      revenuePerMile: cents.miles > 0 ? fromCents(cents.revenue / cents.miles) : 0,
    })),
    expensesByType: [...byType.entries()].map(([type, cents]) => ({
      type,
      amount: fromCents(cents),
    })),
    settlements: await settlementsOfYear(ownerId, year),
  };
}
