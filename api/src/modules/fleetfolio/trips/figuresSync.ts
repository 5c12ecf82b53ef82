import type { Types } from 'mongoose';

import type { Stored } from '../../../db/ownerScope';
import type { TmsTrip } from '../../../db/models';
import { tripFigures, type PayTerms } from './figures';
import { quarterOf, type TripRoute } from './route';
import type { TripScopes } from './scopes';

type Trip = Stored<TmsTrip>;

export async function loadsOfTrip(scopes: TripScopes, tripId: Types.ObjectId) {
  const links = await scopes.links.find({ tripId }, { sort: { createdAt: 1 } });
  const loads = [];
  // One at a time: operations of one transaction must not run concurrently.
  for (const link of links) loads.push(await scopes.loads.findById(String(link.loadId)));
  return loads.filter((load) => load !== null);
}

async function payTerms(scopes: TripScopes, trip: Trip): Promise<PayTerms[]> {
  const ids = [trip.driverId, trip.teamDriverId].filter(Boolean).map(String);
  const drivers = [];
  for (const id of ids) drivers.push(await scopes.drivers.findById(id));
  return drivers.filter((driver) => driver !== null);
}

/** Recomputes the trip's revenue, pay, expenses, profit and per-mile figures from its records. */
export async function refreshFigures(scopes: TripScopes, trip: Trip) {
  const loads = await loadsOfTrip(scopes, trip._id);
  const expenses = await scopes.expenses.find({ tripId: trip._id });
  const pay = await payTerms(scopes, trip);
  const figures = tripFigures({
    miles: trip.totalMiles ?? 0,
    hours: trip.driverHours ?? 0,
    loadRates: loads.map((load) => load.primaryFeeAmount ?? 0),
    expenseAmounts: expenses.map((expense) => expense.amount),
    pay,
  });
  return scopes.trips.updateById(String(trip._id), figures);
}

function fuelByState(
  expenses: Array<{ expenseType: string; state?: string | null; gallons?: number | null }>,
) {
  const gallons = new Map<string, number>();
  for (const expense of expenses) {
    if (expense.expenseType !== 'fuel' || !expense.state) continue;
    gallons.set(expense.state, (gallons.get(expense.state) ?? 0) + (expense.gallons ?? 0));
  }
  return gallons;
}

/**
 * Rewrites the trip's computed IFTA rows (miles by state over its route, scaled to its edited
 * miles, and fuel bought by state from its fuel expenses) in the quarter it was dispatched.
 * Rows the carrier edited (source manual) are kept. A planned trip has no IFTA miles yet.
 */
export async function syncIfta(scopes: TripScopes, trip: Trip, route: TripRoute | null) {
  await scopes.milesByState.deleteMany({ tripId: trip._id, source: 'computed' });
  if (trip.status === 'planned' || !trip.dispatchedAt) return;
  const manual = await scopes.milesByState.find({ tripId: trip._id, source: 'manual' });
  const edited = new Set(manual.map((row) => row.state));
  const scale = route && route.miles > 0 ? (trip.totalMiles ?? 0) / route.miles : 0;
  const miles = new Map<string, number>();
  for (const part of route?.milesByState ?? []) {
    miles.set(part.state, (miles.get(part.state) ?? 0) + part.miles * scale);
  }
  const fuel = fuelByState(await scopes.expenses.find({ tripId: trip._id }));
  const states = new Set([...miles.keys(), ...fuel.keys()]);
  const rows = [...states]
    .filter((state) => !edited.has(state))
    .map((state) => ({
      tripId: trip._id,
      state,
      miles: Math.round((miles.get(state) ?? 0) * 10) / 10,
      fuelPurchased: Math.round((fuel.get(state) ?? 0) * 1000) / 1000,
      source: 'computed',
      estimated: Boolean(route?.isEstimate) && miles.has(state),
      ...quarterOf(trip.dispatchedAt!),
    }));
  if (rows.length > 0) await scopes.milesByState.insertMany(rows);
}
