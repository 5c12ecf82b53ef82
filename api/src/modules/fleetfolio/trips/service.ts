import {
  FLEET_OPERATIONS_MESSAGES,
  tripRefusal,
  type LoadStatus,
  type TripInput,
} from '@freight/contracts';
import mongoose, { Types, type ClientSession } from 'mongoose';
import { carrierData, type Stored } from '../../../db/ownerScope';
import type { TmsPlannedLoad, TmsTrip } from '../../../db/models';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { refuseExpiredDriver } from '../compliance/service';
import { carrierDocuments } from '../documents/store';
import { refuseDuplicate } from '../shared/duplicates';
import { documentsFirst } from '../shared/references';
import { idsIn, keepForUndo, restoreDeleted } from '../undo/service';
import { invoicedLoads } from './view';
import { loadsOfTrip, refreshFigures, syncIfta } from './figuresSync';
import type { TripRouting } from '../../../trip-routing';
import { routeOverStops, type TripRoute } from './route';
import { tripScopes, type TripScopes } from './scopes';

const TRIP_NOT_FOUND = 'Trip not found';
type Trip = Stored<TmsTrip>;
type Load = Stored<TmsPlannedLoad>;

/** Runs `work` in one transaction with the owner's scopes bound to it. */
export function inTransaction<T>(ownerId: string, work: (scopes: TripScopes) => Promise<T>) {
  return mongoose.connection.transaction((session: ClientSession) =>
    work(tripScopes(ownerId, session)),
  );
}

export async function findTrip(scopes: TripScopes, tripId: string): Promise<Trip> {
  const trip = await scopes.trips.findById(tripId);
  if (!trip) throw notFound(TRIP_NOT_FOUND);
  return trip;
}

/** A load can join a trip while it is planned and on no other trip (409 naming why not). */
async function assignableLoad(scopes: TripScopes, loadId: string): Promise<Load> {
  const load = await scopes.loads.findById(loadId);
  if (!load) throw badRequest('Load not found', { loadId: 'Load not found' });
  const refusal = tripRefusal({ ...load, status: load.status as LoadStatus });
  if (refusal) throw conflict(refusal);
  if (await scopes.links.findOne({ loadId: load._id })) {
    throw conflict(FLEET_OPERATIONS_MESSAGES.loadOnAnotherTrip);
  }
  return load;
}

const stopPlaces = (loads: Load[]) =>
  loads.flatMap((load) => [load.pickupLocation ?? '', load.deliveryLocation ?? '']);

async function attachLoad(scopes: TripScopes, trip: Trip, load: Load) {
  const order = await scopes.stops.countDocuments({ tripId: trip._id });
  await scopes.links.create({ tripId: trip._id, loadId: load._id });
  await scopes.stops.insertMany([
    {
      tripId: trip._id,
      loadId: load._id,
      kind: 'pickup',
      stopName: load.pickupLocation,
      stopDate: load.pickupDate,
      order,
    },
    {
      tripId: trip._id,
      loadId: load._id,
      kind: 'delivery',
      stopName: load.deliveryLocation,
      stopDate: load.deliveryDate,
      order: order + 1,
    },
  ]);
  await scopes.loads.updateById(String(load._id), { isAssignedToTrip: true });
}

/** Sets the trip's miles from its route (when the route is known) and refreshes its figures. */
async function settle(scopes: TripScopes, trip: Trip, route: TripRoute | null) {
  const withMiles = route
    ? await scopes.trips.updateById(String(trip._id), {
        totalMiles: route.miles,
        loadedMiles: route.miles,
      })
    : trip;
  const refreshed = await refreshFigures(scopes, withMiles!);
  await syncIfta(scopes, refreshed!, route);
  return refreshed!;
}

/** A driver of the account whose CDL and medical card are valid today. */
async function requireFitDriver(scopes: TripScopes, driverId: string) {
  const driver = await scopes.drivers.findById(driverId);
  if (!driver) throw badRequest('Driver not found', { driver: 'Driver not found' });
  refuseExpiredDriver(driver);
}

/** A truck or trailer in maintenance or out of service takes no new trip. */
function refuseOutOfService(what: 'Truck' | 'Trailer', unitNumber: string, status?: string | null) {
  if (status !== 'maintenance' && status !== 'out_of_service') return;
  const refusal = `${what} ${unitNumber} is ${status === 'maintenance' ? 'in maintenance' : 'out of service'}`;
  throw badRequest(refusal, { [`${what.toLowerCase()}Id`]: refusal });
}

const unitNotFound = (what: 'Truck' | 'Trailer') =>
  badRequest(`${what} not found`, { [what.toLowerCase()]: `${what} not found` });

async function checkCrew(scopes: TripScopes, input: TripInput) {
  await requireFitDriver(scopes, input.driverId);
  if (input.teamDriverId) await requireFitDriver(scopes, input.teamDriverId);
  const truck = await scopes.trucks.findById(input.truckId);
  if (!truck) throw unitNotFound('Truck');
  refuseOutOfService('Truck', truck.truckNumber, truck.status);
  if (!input.trailerId) return;
  const trailer = await scopes.trailers.findById(input.trailerId);
  if (!trailer) throw unitNotFound('Trailer');
  refuseOutOfService('Trailer', trailer.trailerNumber, trailer.status);
}

/** Creates a planned trip with its driver, truck and (optionally) loads, in one transaction. */
export async function createTrip(
  ownerId: string,
  input: TripInput,
  routing: TripRouting,
): Promise<string> {
  const loadIds = input.loadIds ?? [];
  const preview = tripScopes(ownerId);
  await checkCrew(preview, input);
  const loads = await Promise.all(loadIds.map((id) => assignableLoad(preview, id)));
  const route = await routeOverStops(stopPlaces(loads), routing);
  const create = () =>
    inTransaction(ownerId, async (scopes) => {
      const trip = await scopes.trips.create({
        tripNumber: input.tripName,
        driverId: new Types.ObjectId(input.driverId),
        truckId: new Types.ObjectId(input.truckId),
        ...(input.teamDriverId ? { teamDriverId: new Types.ObjectId(input.teamDriverId) } : {}),
        ...(input.trailerId ? { trailerId: new Types.ObjectId(input.trailerId) } : {}),
        totalMiles: 0,
      });
      for (const load of loads)
        await attachLoad(scopes, trip, await assignableLoad(scopes, String(load._id)));
      return settle(scopes, trip, route);
    });
  const trip = await refuseDuplicate(create, FLEET_OPERATIONS_MESSAGES.loadOnAnotherTrip);
  return String(trip._id);
}

async function plannedTrip(scopes: TripScopes, tripId: string) {
  const trip = await findTrip(scopes, tripId);
  if (trip.status !== 'planned') throw badRequest('Only a planned trip can be changed this way');
  return trip;
}

/** 'Create Trip' on a load, or adding another load to a planned trip. */
export async function addLoad(
  ownerId: string,
  tripId: string,
  loadId: string,
  routing: TripRouting,
) {
  const preview = tripScopes(ownerId);
  const trip = await plannedTrip(preview, tripId);
  const load = await assignableLoad(preview, loadId);
  const places = stopPlaces([...(await loadsOfTrip(preview, trip._id)), load]);
  const route = await routeOverStops(places, routing);
  const add = () =>
    inTransaction(ownerId, async (scopes) => {
      await attachLoad(scopes, trip, await assignableLoad(scopes, loadId));
      await settle(scopes, trip, route);
    });
  await refuseDuplicate(add, FLEET_OPERATIONS_MESSAGES.loadOnAnotherTrip);
}

/** Takes a load off a planned trip: it is planned and free again. */
export async function removeLoad(
  ownerId: string,
  tripId: string,
  loadId: string,
  routing: TripRouting,
) {
  const preview = tripScopes(ownerId);
  const trip = await plannedTrip(preview, tripId);
  const link = Types.ObjectId.isValid(loadId)
    ? await preview.links.findOne({ tripId: trip._id, loadId: new Types.ObjectId(loadId) })
    : null;
  if (!link) throw notFound('Load not found on this trip');
  const others = (await loadsOfTrip(preview, trip._id)).filter(
    (load) => String(load._id) !== loadId,
  );
  const route = await routeOverStops(stopPlaces(others), routing);
  await inTransaction(ownerId, async (scopes) => {
    await scopes.links.deleteById(String(link._id));
    await scopes.stops.deleteMany({ tripId: trip._id, loadId: link.loadId });
    await scopes.loads.updateById(loadId, { isAssignedToTrip: false });
    await renumberStops(scopes, trip);
    await settle(
      scopes,
      (await scopes.trips.updateById(tripId, { totalMiles: route?.miles ?? 0 })) as Trip,
      route,
    );
  });
}

async function renumberStops(scopes: TripScopes, trip: Trip) {
  const stops = await scopes.stops.find({ tripId: trip._id }, { sort: { order: 1 } });
  for (const [order, stop] of stops.entries())
    await scopes.stops.updateById(String(stop._id), { order });
}

/** Sends the trip out: its loads are In Transit, its truck remembers the trip. */
export async function dispatchTrip(ownerId: string, tripId: string, routing: TripRouting) {
  const preview = tripScopes(ownerId);
  const trip = await plannedTrip(preview, tripId);
  const loads = await loadsOfTrip(preview, trip._id);
  if (loads.length === 0) throw badRequest('Add at least one load before dispatching the trip');
  for (const driverId of [trip.driverId, trip.teamDriverId].filter(Boolean)) {
    await requireFitDriver(preview, String(driverId));
  }
  const route = await routeOverStops(stopPlaces(loads), routing);
  const now = new Date();
  await inTransaction(ownerId, async (scopes) => {
    const dispatched = await scopes.trips.updateById(tripId, {
      status: 'dispatched',
      dispatchedAt: now,
    });
    for (const load of loads)
      await scopes.loads.updateById(String(load._id), { status: 'in_transit' });
    if (trip.truckId)
      await scopes.trucks.updateById(String(trip.truckId), {
        lastTripId: trip._id,
        lastTripDate: now,
      });
    await syncIfta(scopes, dispatched!, route);
  });
}

/** A stop of a dispatched trip, read in `scopes` (and their transaction). */
async function openStop(scopes: TripScopes, tripId: string, stopId: string) {
  const trip = await findTrip(scopes, tripId);
  if (trip.status !== 'dispatched') throw badRequest('Stops are completed on a dispatched trip');
  const stop = await scopes.stops.findById(stopId);
  if (!stop || String(stop.tripId) !== tripId) throw notFound('Stop not found');
  return { trip, stop };
}

type Stop = Awaited<ReturnType<typeof openStop>>['stop'];

/** The driver is at the stop (the first time counts). */
export async function arriveAtStopIn(scopes: TripScopes, tripId: string, stopId: string) {
  const { stop } = await openStop(scopes, tripId, stopId);
  if (!stop.arrivedAt) await scopes.stops.updateById(stopId, { arrivedAt: new Date() });
}

/** A load is delivered only after it was picked up. */
async function requirePickupCompleted(scopes: TripScopes, trip: Trip, loadId: unknown) {
  const pickup = await scopes.stops.findOne({ tripId: trip._id, loadId, kind: 'pickup' });
  if (pickup && !pickup.completed) {
    throw conflict(FLEET_OPERATIONS_MESSAGES.deliveryBeforePickup);
  }
}

/** Marks the stop completed; a completed delivery stop delivers its load. */
async function markStopCompleted(scopes: TripScopes, trip: Trip, stop: Stop, now: Date) {
  if (stop.kind === 'delivery') await requirePickupCompleted(scopes, trip, stop.loadId);
  await scopes.stops.updateById(String(stop._id), {
    completed: true,
    completedAt: now,
    arrivedAt: stop.arrivedAt ?? now,
  });
  if (stop.kind === 'delivery' && stop.loadId) {
    await scopes.loads.updateById(String(stop.loadId), { status: 'delivered' });
  }
}

/** Completes the trip once none of its stops is open. */
async function completeTripWhenDone(scopes: TripScopes, trip: Trip, now: Date) {
  const open = await scopes.stops.countDocuments({ tripId: trip._id, completed: false });
  if (open > 0) return;
  const completed = await scopes.trips.updateById(String(trip._id), {
    status: 'completed',
    completedAt: now,
    // Hourly pay starts from the time on the trip; the office corrects it (PATCH hours).
    ...(trip.driverHours === null || trip.driverHours === undefined
      ? { driverHours: hoursBetween(trip.dispatchedAt, now) }
      : {}),
  });
  await refreshFigures(scopes, completed!);
}

/**
 * Completes one stop of a dispatched trip, in `scopes`' transaction; when every stop is
 * completed the trip is completed. A stop completed already is not changed, but the trip is
 * still checked, so completing it again ends a trip left dispatched with every stop done.
 */
export async function completeStopIn(scopes: TripScopes, tripId: string, stopId: string) {
  const { trip, stop } = await openStop(scopes, tripId, stopId);
  const now = new Date();
  // Each transaction reads the other stops in its own snapshot: two completing a trip's last
  // two stops at once would each see the other's stop open. Writing the trip makes them
  // conflict, and the transaction run again sees the other stop completed.
  await scopes.trips.updateById(tripId, { updatedAt: now });
  if (!stop.completed) await markStopCompleted(scopes, trip, stop, now);
  await completeTripWhenDone(scopes, trip, now);
}

/** Hours from dispatch to completion, to the quarter hour. */
const hoursBetween = (from: Date | null | undefined, to: Date) =>
  from ? Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 4) / 4 : 0;

/** Completes one stop of a dispatched trip (the office's Complete button). */
export async function completeStop(ownerId: string, tripId: string, stopId: string) {
  await openStop(tripScopes(ownerId), tripId, stopId);
  await inTransaction(ownerId, (scopes) => completeStopIn(scopes, tripId, stopId));
}

/** Pay already approved in a settlement stays as it was approved. */
async function refuseSettled(scopes: TripScopes, trip: Trip) {
  const paid = await scopes.settlementTrips.findOne({ tripId: trip._id });
  if (paid) throw conflict(FLEET_OPERATIONS_MESSAGES.settledTrip(paid.settlementNumber));
}

/** An invoice bills the miles it was made from. */
async function refuseInvoiced(scopes: TripScopes, loads: Load[]) {
  if (await invoicedLoads(scopes, loads))
    throw conflict(FLEET_OPERATIONS_MESSAGES.invoicedTripMiles);
}

/** The office sets the hours the driver worked on the trip: hourly pay follows. */
export async function setHours(ownerId: string, tripId: string, hours: number) {
  const preview = tripScopes(ownerId);
  await refuseSettled(preview, await findTrip(preview, tripId));
  await inTransaction(ownerId, async (scopes) => {
    const updated = await scopes.trips.updateById(tripId, { driverHours: hours });
    await refreshFigures(scopes, updated!);
  });
}

/** The carrier corrects the trip's miles: pay, per-mile figures and IFTA miles follow. */
export async function setMiles(
  ownerId: string,
  tripId: string,
  totalMiles: number,
  routing: TripRouting,
) {
  const preview = tripScopes(ownerId);
  const trip = await findTrip(preview, tripId);
  await refuseSettled(preview, trip);
  const loads = await loadsOfTrip(preview, trip._id);
  await refuseInvoiced(preview, loads);
  const route = await routeOverStops(stopPlaces(loads), routing);
  await inTransaction(ownerId, async (scopes) => {
    const updated = await scopes.trips.updateById(tripId, { totalMiles });
    const refreshed = await refreshFigures(scopes, updated!);
    await syncIfta(scopes, refreshed!, route);
  });
}

/**
 * Deletes a planned trip: its loads are free again, its stops and expenses (with their
 * receipts) go with it. Paperwork filed in FileSafe for the trip must be deleted first.
 */
export async function deleteTrip(ownerId: string, tripId: string): Promise<string[]> {
  const trip = await plannedTrip(tripScopes(ownerId), tripId);
  const documents = (await carrierDocuments(ownerId, { tripId })).filter(
    (doc) => doc.kind !== 'receipt',
  );
  if (documents.length > 0) {
    throw conflict(`Trip ${trip.tripNumber} ${documentsFirst(documents.map((doc) => doc.name))}`);
  }
  return mongoose.connection.transaction(async (session) => {
    const scopes = tripScopes(ownerId, session);
    const loads = await loadsOfTrip(scopes, trip._id);
    for (const load of loads)
      await scopes.loads.updateById(String(load._id), { isAssignedToTrip: false });
    const ofTrip = { tripId: trip._id };
    const expenses = await scopes.expenses.find(ofTrip);
    const removed = [
      { collection: 'trips' as const, docs: [trip] },
      { collection: 'tripLoads' as const, docs: await scopes.links.find(ofTrip) },
      { collection: 'tripStops' as const, docs: await scopes.stops.find(ofTrip) },
      { collection: 'expenses' as const, docs: expenses },
      { collection: 'milesByState' as const, docs: await scopes.milesByState.find(ofTrip) },
    ];
    const receipts = expenses.map((expense) => expense.receiptFileId).filter(Boolean);
    await scopes.links.deleteMany(ofTrip);
    await scopes.stops.deleteMany(ofTrip);
    await scopes.expenses.deleteMany(ofTrip);
    await scopes.milesByState.deleteMany(ofTrip);
    await scopes.trips.deleteById(tripId);
    // Receipt files are deleted with the trip (files are outside the transaction), so a trip
    // with receipts cannot come back: its delete keeps no undo.
    if (receipts.length === 0) {
      const reverts = loads.map((load) => ({
        collection: 'loads' as const,
        id: load._id,
        set: { isAssignedToTrip: true },
      }));
      await keepForUndo(carrierData(ownerId, { session }), 'trip', trip._id, removed, reverts);
    }
    return receipts.map(String);
  });
}

/**
 * Undoes a trip's delete: refused (409) when its driver, truck or trailer was deleted since, or
 * one of its loads was deleted or put on another trip.
 */
export function restoreTrip(ownerId: string, tripId: string) {
  return restoreDeleted(ownerId, 'trip', tripId, async (data, removed) => {
    const gone = (what: string) =>
      conflict(`The trip cannot be restored: its ${what} was deleted or used since.`);
    for (const id of idsIn(removed, 'trips', 'driverId').concat(
      idsIn(removed, 'trips', 'teamDriverId'),
    )) {
      if (!(await data.drivers.findById(id))) throw gone('driver');
    }
    for (const id of idsIn(removed, 'trips', 'truckId')) {
      if (!(await data.trucks.findById(id))) throw gone('truck');
    }
    for (const id of idsIn(removed, 'trips', 'trailerId')) {
      if (!(await data.trailers.findById(id))) throw gone('trailer');
    }
    for (const id of idsIn(removed, 'tripLoads', 'loadId')) {
      const load = await data.loads.findById(id);
      if (!load || load.isAssignedToTrip) throw gone('load');
    }
  });
}
