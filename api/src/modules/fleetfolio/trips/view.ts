import mongoose from 'mongoose';
import {
  TRUCK_MAKE_LABELS,
  type ExpenseType,
  type TripStatus,
  type TripView,
} from '@freight/contracts';
import type { Stored } from '../../../db/ownerScope';
import type { TmsDriver, TmsExpense, TmsPlannedLoad, TmsTrip } from '../../../db/models';
import { dateToDay } from '../shared/dates';
import { loadsOfTrip } from './figuresSync';
import type { TripScopes } from './scopes';

const nameOf = (driver: Stored<TmsDriver> | null) =>
  driver
    ? {
        id: String(driver._id),
        name: [driver.firstName, driver.lastName].filter(Boolean).join(' '),
      }
    : null;

const makeLabel = (make: string | null | undefined) =>
  (make && TRUCK_MAKE_LABELS[make as keyof typeof TRUCK_MAKE_LABELS]) ?? make ?? '';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Where the receipt of an expense is downloaded (only by its carrier). */
const receiptUrl = (tripId: string, expenseId: string) =>
  `/api/fleetfolio/trips/${tripId}/expenses/${expenseId}/receipt`;

function expenseView(tripId: string, expense: Stored<TmsExpense>) {
  return {
    id: String(expense._id),
    expenseType: expense.expenseType as ExpenseType,
    vendor: expense.vendor ?? '',
    amount: expense.amount,
    gallons: expense.gallons ?? null,
    state: expense.state ?? '',
    expenseDate: dateToDay(expense.expenseDate),
    receiptUrl: expense.receiptFileId ? receiptUrl(tripId, String(expense._id)) : null,
  };
}

async function equipmentOf(scopes: TripScopes, trip: Stored<TmsTrip>) {
  const [truck, trailer] = await Promise.all([
    trip.truckId ? scopes.trucks.findById(String(trip.truckId)) : null,
    trip.trailerId ? scopes.trailers.findById(String(trip.trailerId)) : null,
  ]);
  return {
    truck: truck
      ? {
          id: String(truck._id),
          label: `${truck.truckNumber} - ${makeLabel(truck.make)} ${truck.model ?? ''}`.trim(),
        }
      : null,
    trailer: trailer ? { id: String(trailer._id), label: trailer.trailerNumber } : null,
  };
}

/** Whether a load of the trip is on an invoice: its miles are then billed as they are. */
export async function invoicedLoads(scopes: TripScopes, loads: Stored<TmsPlannedLoad>[]) {
  if (loads.length === 0) return false;
  const link = await scopes.invoiceLinks.findOne({
    loadId: mongoose.trusted({ $in: loads.map((load) => load._id) }),
  });
  return Boolean(link);
}

/** A trip with its crew, equipment, loads, stops in order, expenses and figures. */
export async function tripView(scopes: TripScopes, trip: Stored<TmsTrip>): Promise<TripView> {
  const id = String(trip._id);
  const [driver, teamDriver, equipment, loads, stops, expenses, settled] = await Promise.all([
    trip.driverId ? scopes.drivers.findById(String(trip.driverId)) : null,
    trip.teamDriverId ? scopes.drivers.findById(String(trip.teamDriverId)) : null,
    equipmentOf(scopes, trip),
    loadsOfTrip(scopes, trip._id),
    scopes.stops.find({ tripId: trip._id }, { sort: { order: 1 } }),
    scopes.expenses.find({ tripId: trip._id }, { sort: { createdAt: 1 } }),
    scopes.settlementTrips.findOne({ tripId: trip._id }),
  ]);
  return {
    id,
    tripNumber: trip.tripNumber,
    status: trip.status as TripStatus,
    driver: nameOf(driver),
    teamDriver: nameOf(teamDriver),
    ...equipment,
    loads: loads.map((load) => ({
      id: String(load._id),
      loadNumber: load.loadNumber,
      rate: load.primaryFeeAmount ?? 0,
      status: load.status,
    })),
    stops: stops.map((stop) => ({
      id: String(stop._id),
      stopName: stop.stopName,
      kind: stop.kind === 'delivery' ? 'delivery' : 'pickup',
      loadId: String(stop.loadId ?? ''),
      stopDate: dateToDay(stop.stopDate),
      order: stop.order,
      completed: stop.completed,
      arrivedAt: iso(stop.arrivedAt),
      completedAt: iso(stop.completedAt),
    })),
    expenses: expenses.map((expense) => expenseView(id, expense)),
    totalMiles: trip.totalMiles ?? 0,
    driverHours: trip.driverHours ?? 0,
    driverPay: trip.driverPay ?? 0,
    revenue: trip.revenue ?? 0,
    expenseTotal: trip.expenses ?? 0,
    profit: trip.profit ?? 0,
    revenuePerMile: trip.revenuePerMile ?? 0,
    costPerMile: trip.costPerMile ?? 0,
    profitPerMile: trip.profitPerMile ?? 0,
    startOdometer: trip.startOdometer ?? null,
    endOdometer: trip.endOdometer ?? null,
    settlementNumber: settled?.settlementNumber ?? null,
    invoiced: await invoicedLoads(scopes, loads),
    dispatchedAt: iso(trip.dispatchedAt),
    completedAt: iso(trip.completedAt),
    createdAt: trip.createdAt.toISOString(),
  };
}

/**
 * What a dispatcher sees of a trip (issue 22): no driver pay and nothing derived from it
 * (profit, cost and profit per mile). Revenue stays: it is the sum of the load rates a
 * dispatcher books.
 */
export const withoutPay = (view: TripView): TripView => ({
  ...view,
  driverPay: null,
  profit: null,
  costPerMile: null,
  profitPerMile: null,
});
