import {
  TRUCK_MAKE_LABELS,
  type DriverActionResult,
  type DriverDocumentInput,
  type DriverHomeView,
  type DriverTripView,
  type FleetDocumentView,
  type FuelPurchaseInput,
  type OdometerInput,
} from '@freight/contracts';
import { Types, type ClientSession } from 'mongoose';
import { deleteFile } from '../../../files';
import type { TmsTrip } from '../../../db/models';
import type { Stored } from '../../../db/ownerScope';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import type { UploadedFile } from '../../../http/multipart';
import type { TripRouting } from '../../../trip-routing';
import type { CarrierMember } from '../auth/service';
import { storeCarrierFile } from '../documents/files';
import { carrierDocument } from '../documents/store';
import { dateToDay, dayToDate } from '../shared/dates';
import { loadsOfTrip, refreshFigures, syncIfta } from '../trips/figuresSync';
import { routeOverStops } from '../trips/route';
import { tripScopes, type TripScopes } from '../trips/scopes';
import { arriveAtStopIn, completeStopIn } from '../trips/service';
import { runOnce, type OnceAnswer } from './idempotency';

type Trip = Stored<TmsTrip>;
const TRIP_NOT_FOUND = 'Trip not found';
const NOT_A_DRIVER = 'This account is not linked to a driver';
/** A completed trip stays on the phone this long for its end odometer. */
const END_ODOMETER_DAYS = 3;
const DAY_MS = 86_400_000;
const NEXT_TRIPS = 5;

/** The driver record the member acts as. */
function driverIdOf(member: CarrierMember): string {
  if (!member.driverId) throw forbidden(NOT_A_DRIVER);
  return member.driverId;
}

const drives = (trip: Trip, driverId: string) =>
  String(trip.driverId) === driverId || String(trip.teamDriverId) === driverId;

/** One of the driver's own trips (as driver or team driver); 404 for any other. */
async function ownTrip(scopes: TripScopes, driverId: string, tripId: string) {
  const trip = await scopes.trips.findById(tripId);
  if (!trip || !drives(trip, driverId)) throw notFound(TRIP_NOT_FOUND);
  return trip;
}

const makeLabel = (make: string | null | undefined) =>
  (make && TRUCK_MAKE_LABELS[make as keyof typeof TRUCK_MAKE_LABELS]) ?? make ?? '';

async function driverTripView(scopes: TripScopes, trip: Trip): Promise<DriverTripView> {
  const [truck, trailer, loads, stops] = await Promise.all([
    trip.truckId ? scopes.trucks.findById(String(trip.truckId)) : null,
    trip.trailerId ? scopes.trailers.findById(String(trip.trailerId)) : null,
    loadsOfTrip(scopes, trip._id),
    scopes.stops.find({ tripId: trip._id }, { sort: { order: 1 } }),
  ]);
  const loadNumber = new Map(loads.map((load) => [String(load._id), load.loadNumber]));
  return {
    id: String(trip._id),
    tripNumber: trip.tripNumber,
    status: trip.status as DriverTripView['status'],
    truck: truck ? `${truck.truckNumber} ${makeLabel(truck.make)}`.trim() : '',
    trailer: trailer?.trailerNumber ?? '',
    loads: loads.map((load) => ({ id: String(load._id), loadNumber: load.loadNumber })),
    stops: stops.map((stop) => ({
      id: String(stop._id),
      kind: stop.kind === 'delivery' ? 'delivery' : 'pickup',
      stopName: stop.stopName,
      stopDate: dateToDay(stop.stopDate),
      order: stop.order,
      loadNumber: loadNumber.get(String(stop.loadId)) ?? '',
      arrivedAt: stop.arrivedAt?.toISOString() ?? null,
      completedAt: stop.completedAt?.toISOString() ?? null,
      completed: stop.completed,
    })),
    startOdometer: trip.startOdometer ?? null,
    endOdometer: trip.endOdometer ?? null,
  };
}

const firstStopDay = (view: DriverTripView) => view.stops[0]?.stopDate || '9999-12-31';

/** The phone's home: the trip under way (and one waiting for its end odometer), then the next. */
export async function driverHome(
  carrierId: string,
  member: CarrierMember,
): Promise<DriverHomeView> {
  const driverId = driverIdOf(member);
  const scopes = tripScopes(carrierId);
  const driver = await scopes.drivers.findById(driverId);
  if (!driver) throw forbidden(NOT_A_DRIVER);
  const id = new Types.ObjectId(driverId);
  const trips = await scopes.trips.aggregate<Trip>([
    { $match: { $or: [{ driverId: id }, { teamDriverId: id }] } },
    { $sort: { createdAt: 1 } },
  ]);
  const recently = Date.now() - END_ODOMETER_DAYS * DAY_MS;
  const isCurrent = (trip: Trip) =>
    trip.status === 'dispatched' ||
    (trip.status === 'completed' &&
      (trip.endOdometer ?? null) === null &&
      (trip.completedAt?.getTime() ?? 0) >= recently);
  const views = async (list: Trip[]) => Promise.all(list.map((t) => driverTripView(scopes, t)));
  const next = await views(trips.filter((trip) => trip.status === 'planned'));
  return {
    driver: { id: driverId, name: [driver.firstName, driver.lastName].filter(Boolean).join(' ') },
    current: await views(trips.filter(isCurrent)),
    next: next.sort((a, b) => firstStopDay(a).localeCompare(firstStopDay(b))).slice(0, NEXT_TRIPS),
  };
}

export interface DriverAction {
  carrierId: string;
  member: CarrierMember;
  tripId: string;
  key: string;
}

const result = (tripId: string, done: string): DriverActionResult => ({
  tripId,
  done,
  at: new Date().toISOString(),
});

/** Runs one of the driver's actions on their own trip once per key, in one transaction. */
function onTrip<T>(
  action: DriverAction,
  name: string,
  status: number,
  work: (scopes: TripScopes, trip: Trip, session: ClientSession) => Promise<T>,
): Promise<OnceAnswer<T>> {
  const { carrierId, member, tripId, key } = action;
  const driverId = driverIdOf(member);
  return runOnce({ carrierId, memberId: member.id, key, action: name, status }, async (session) => {
    const scopes = tripScopes(carrierId, session);
    return work(scopes, await ownTrip(scopes, driverId, tripId), session);
  });
}

export const arriveAtStop = (action: DriverAction, stopId: string) =>
  onTrip(action, `arrive:${stopId}`, 200, async (scopes) => {
    await arriveAtStopIn(scopes, action.tripId, stopId);
    return result(action.tripId, 'arrived');
  });

export const completeDriverStop = (action: DriverAction, stopId: string) =>
  onTrip(action, `complete:${stopId}`, 200, async (scopes) => {
    await completeStopIn(scopes, action.tripId, stopId);
    return result(action.tripId, 'completed');
  });

const BELOW_START = 'The end reading cannot be below the start reading';

export const recordOdometer = (action: DriverAction, input: OdometerInput) =>
  onTrip(action, `odometer:${input.at}`, 200, async (scopes, trip) => {
    if (
      input.at === 'end' &&
      typeof trip.startOdometer === 'number' &&
      input.reading < trip.startOdometer
    ) {
      throw badRequest(BELOW_START, { reading: BELOW_START });
    }
    const field = input.at === 'start' ? 'startOdometer' : 'endOdometer';
    await scopes.trips.updateById(action.tripId, { [field]: input.reading });
    return result(action.tripId, `odometer ${input.at}`);
  });

/** The load a paper belongs to: the one named (of this trip), else the trip's only load. */
async function loadOfPaper(carrierId: string, trip: Trip, loadId: string | undefined) {
  const loads = await loadsOfTrip(tripScopes(carrierId), trip._id);
  if (loadId) {
    if (!loads.some((load) => String(load._id) === loadId)) {
      throw badRequest('Load not found on this trip', { loadId: 'Load not found on this trip' });
    }
    return loadId;
  }
  return loads.length === 1 ? String(loads[0]!._id) : undefined;
}

/**
 * A photo of a BOL, POD or receipt, kept in GridFS against the trip and its load (FileSafe
 * lists it). The file is stored first; a replay or a failure removes the copy it stored.
 */
export async function sendDocument(
  action: DriverAction,
  input: DriverDocumentInput,
  file: UploadedFile,
): Promise<OnceAnswer<FleetDocumentView>> {
  const { carrierId, member, tripId } = action;
  const trip = await ownTrip(tripScopes(carrierId), driverIdOf(member), tripId);
  const loadId = await loadOfPaper(carrierId, trip, input.loadId || undefined);
  const stored = await storeCarrierFile(carrierId, file, {
    kind: input.kind,
    tripId,
    ...(loadId ? { loadId } : {}),
    sentBy: member.id,
  });
  try {
    const answer = await onTrip(action, 'document', 201, async () => {
      const document = await carrierDocument(carrierId, stored.id);
      if (!document) throw new Error('A stored document could not be read back');
      return document;
    });
    if (answer.replayed) await deleteFile(stored.id);
    return answer;
  } catch (error) {
    await deleteFile(stored.id);
    throw error;
  }
}

/**
 * A fuel purchase on the trip: an expense (fuel, gallons, state) with its receipt photo, which
 * moves the trip's figures and its IFTA fuel by state.
 */
export async function recordFuel(
  action: DriverAction,
  input: FuelPurchaseInput,
  receipt: UploadedFile | undefined,
  routing: TripRouting,
): Promise<OnceAnswer<DriverActionResult>> {
  const { carrierId, member, tripId } = action;
  const preview = tripScopes(carrierId);
  const trip = await ownTrip(preview, driverIdOf(member), tripId);
  const places = (await loadsOfTrip(preview, trip._id)).flatMap((load) => [
    load.pickupLocation ?? '',
    load.deliveryLocation ?? '',
  ]);
  const route = trip.status === 'planned' ? null : await routeOverStops(places, routing);
  const stored = receipt
    ? await storeCarrierFile(carrierId, receipt, { tripId, kind: 'receipt', sentBy: member.id })
    : null;
  try {
    const answer = await onTrip(action, 'fuel', 201, async (scopes, current) => {
      await scopes.expenses.create({
        tripId: current._id,
        expenseType: 'fuel',
        amount: input.amount,
        gallons: input.gallons,
        state: input.state,
        vendor: input.vendor || undefined,
        expenseDate: input.expenseDate ? dayToDate(input.expenseDate) : new Date(),
        ...(stored ? { receiptFileId: new Types.ObjectId(stored.id) } : {}),
      });
      const refreshed = await refreshFigures(scopes, current);
      await syncIfta(scopes, refreshed!, route);
      return result(tripId, 'fuel');
    });
    if (answer.replayed && stored) await deleteFile(stored.id);
    return answer;
  } catch (error) {
    if (stored) await deleteFile(stored.id);
    throw error;
  }
}
