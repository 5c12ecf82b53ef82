import { fromCents, payItemKindOf, toCents, type PayItemCategory } from '@freight/contracts';
import type { Types } from 'mongoose';
import type { CarrierData, Stored } from '../../../db/ownerScope';
import type { TmsDriver, TmsTrip } from '../../../db/models';
import { dayToDate } from '../shared/dates';
import { driverPayCents } from '../trips/figures';

const DAY_MS = 86_400_000;

/** The period's days as [start, end) in UTC: the last day is included whole. */
export const periodRange = (periodStart: string, periodEnd: string) => ({
  start: dayToDate(periodStart),
  end: new Date(dayToDate(periodEnd).getTime() + DAY_MS),
});

type Range = ReturnType<typeof periodRange>;
type Trip = Stored<TmsTrip>;

/** The driver's trips (as driver or team driver) completed in the period, oldest first. */
function completedTrips(data: CarrierData, driverId: Types.ObjectId, { start, end }: Range) {
  return data.trips.aggregate<Trip>([
    {
      $match: {
        status: 'completed',
        completedAt: { $gte: start, $lt: end },
        $or: [{ driverId }, { teamDriverId: driverId }],
      },
    },
    { $sort: { completedAt: 1, tripNumber: 1 } },
  ]);
}

/** Trip ids an approved or paid settlement already pays this driver for. */
async function settledTripIds(data: CarrierData, driverId: Types.ObjectId) {
  const links = await data.settlementTrips.find({ driverId });
  return new Set(links.map((link) => String(link.tripId)));
}

/** "Chicago, IL to Dallas, TX": the first and the last stop of the trip. */
async function routeOf(data: CarrierData, trip: Trip) {
  const stops = await data.tripStops.find({ tripId: trip._id }, { sort: { order: 1 } });
  const names = [stops[0]?.stopName, stops.at(-1)?.stopName].filter(Boolean);
  return [...new Set(names)].join(' to ');
}

/**
 * One trip's pay for this driver at their current pay type and rate: per mile × the trip's
 * miles, a percentage of the trip's revenue (its loads' rates), flat per trip, or hourly × the
 * trip's driver hours (dispatch to completion, corrected by the office).
 */
async function tripLine(data: CarrierData, driver: Stored<TmsDriver>, trip: Trip) {
  const payType = driver.defaultPaymentType ?? 'per_mile';
  const payRate = driver.payRate ?? 0;
  const miles = trip.totalMiles ?? 0;
  const hours = trip.driverHours ?? 0;
  const revenue = trip.revenue ?? 0;
  const pay = driverPayCents(
    { defaultPaymentType: payType, payRate },
    miles,
    toCents(revenue),
    hours,
  );
  return {
    tripId: trip._id,
    tripNumber: trip.tripNumber,
    completedAt: trip.completedAt!,
    route: await routeOf(data, trip),
    miles,
    hours,
    revenue,
    payType,
    payRate,
    pay: fromCents(pay),
  };
}

/** The driver's advances and deductions dated in the period that no settlement has taken. */
async function openItems(data: CarrierData, driverId: Types.ObjectId, { start, end }: Range) {
  const items = await data.payItems.aggregate<{
    _id: Types.ObjectId;
    category: PayItemCategory;
    itemDate: Date;
    note?: string;
    amount: number;
  }>([
    { $match: { driverId, settlementId: null, itemDate: { $gte: start, $lt: end } } },
    { $sort: { itemDate: 1, createdAt: 1 } },
  ]);
  return items.map((item) => ({
    itemId: item._id,
    kind: payItemKindOf(item.category),
    category: item.category,
    itemDate: item.itemDate,
    note: item.note ?? '',
    amount: item.amount,
  }));
}

type Lines = {
  trips: Array<{ pay: number }>;
  items: Array<{ kind: string; amount: number }>;
};

/** Gross, advances, deductions and net, summed in cents. */
function totalsOf({ trips, items }: Lines) {
  const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + toCents(amount), 0);
  const gross = sum(trips.map((line) => line.pay));
  const advances = sum(items.filter((item) => item.kind === 'advance').map((item) => item.amount));
  const deductions = sum(
    items.filter((item) => item.kind === 'deduction').map((item) => item.amount),
  );
  return {
    grossPay: fromCents(gross),
    advances: fromCents(advances),
    deductions: fromCents(deductions),
    netPay: fromCents(gross - advances - deductions),
  };
}

/**
 * A settlement's lines for the driver and period: the completed trips and open pay items that
 * no approved or paid settlement has taken (drafts do not hold anything).
 */
export async function drawUp(data: CarrierData, driver: Stored<TmsDriver>, range: Range) {
  const settled = await settledTripIds(data, driver._id);
  const trips = (await completedTrips(data, driver._id, range)).filter(
    (trip) => !settled.has(String(trip._id)),
  );
  const tripLines = [];
  for (const trip of trips) tripLines.push(await tripLine(data, driver, trip));
  const items = await openItems(data, driver._id, range);
  return { trips: tripLines, items, ...totalsOf({ trips: tripLines, items }) };
}
