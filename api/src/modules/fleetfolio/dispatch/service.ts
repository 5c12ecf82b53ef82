import {
  addDays,
  mondayOf,
  tripsOverlap,
  type DispatchBoardConflict,
  type DispatchBoardQuery,
  type DispatchBoardTrip,
  type DispatchBoardView,
  type TripStatus,
} from '@freight/contracts';
import { Types } from 'mongoose';
import { carrierData } from '../../../db/ownerScope';
import { dateToDay, dayToDate } from '../shared/dates';

interface TripRow {
  _id: Types.ObjectId;
  tripNumber: string;
  status: string;
  driverId?: Types.ObjectId;
  teamDriverId?: Types.ObjectId;
  truckId?: Types.ObjectId;
  dispatchedAt?: Date;
  completedAt?: Date;
}

type Span = { start: string; end: string };

/** Each trip's first and last stop appointment day (trips whose stops have days). */
async function stopSpans(carrierId: string) {
  const rows = await carrierData(carrierId).tripStops.aggregate<{
    _id: Types.ObjectId;
    start: Date;
    end: Date;
  }>([
    { $group: { _id: '$tripId', start: { $min: '$stopDate' }, end: { $max: '$stopDate' } } },
    { $match: { start: { $ne: null } } },
  ]);
  return new Map<string, Span>(
    rows.map((row) => [String(row._id), { start: dateToDay(row.start), end: dateToDay(row.end) }]),
  );
}

/** Trips without appointment days run from their dispatch to their completion (or today). */
async function undatedTrips(carrierId: string, dated: Types.ObjectId[], from: Date, to: Date) {
  return carrierData(carrierId).trips.aggregate<TripRow>([
    {
      $match: {
        _id: { $nin: dated },
        dispatchedAt: { $lt: to },
        $or: [{ completedAt: null }, { completedAt: { $gte: from } }],
      },
    },
  ]);
}

function boardTrip(trip: TripRow, span: Span): DispatchBoardTrip {
  return {
    id: String(trip._id),
    tripNumber: trip.tripNumber,
    status: trip.status as TripStatus,
    driverIds: [trip.driverId, trip.teamDriverId].flatMap((id) => (id ? [String(id)] : [])),
    truckId: trip.truckId ? String(trip.truckId) : null,
    ...span,
  };
}

/** Pairs of trips that book one driver or truck on overlapping days. */
function conflictsOf(trips: DispatchBoardTrip[]): DispatchBoardConflict[] {
  const conflicts: DispatchBoardConflict[] = [];
  trips.forEach((a, index) => {
    for (const b of trips.slice(index + 1)) {
      if (!tripsOverlap(a, b)) continue;
      for (const id of a.driverIds.filter((driver) => b.driverIds.includes(driver))) {
        conflicts.push({ resource: 'driver', id, tripIds: [a.id, b.id] });
      }
      if (a.truckId && a.truckId === b.truckId) {
        conflicts.push({ resource: 'truck', id: a.truckId, tripIds: [a.id, b.id] });
      }
    }
  });
  return conflicts;
}

async function weekTrips(carrierId: string, weekStart: string, weekEnd: string, today: string) {
  const spans = await stopSpans(carrierId);
  const inWeek = [...spans].filter(([, span]) => span.start <= weekEnd && span.end >= weekStart);
  const trips = carrierData(carrierId).trips;
  const [dated, undated] = await Promise.all([
    trips.aggregate<TripRow>([
      { $match: { _id: { $in: inWeek.map(([id]) => new Types.ObjectId(id)) } } },
    ]),
    undatedTrips(
      carrierId,
      [...spans.keys()].map((id) => new Types.ObjectId(id)),
      dayToDate(weekStart),
      dayToDate(addDays(weekEnd, 1)),
    ),
  ]);
  const spanOfUndated = (trip: TripRow): Span => {
    const start = dateToDay(trip.dispatchedAt);
    const end = trip.completedAt ? dateToDay(trip.completedAt) : today;
    return { start, end: end < start ? start : end };
  };
  return [
    ...dated.map((trip) => boardTrip(trip, spans.get(String(trip._id))!)),
    ...undated.map((trip) => boardTrip(trip, spanOfUndated(trip))),
  ].sort((a, b) => a.start.localeCompare(b.start) || a.tripNumber.localeCompare(b.tripNumber));
}

const UNASSIGNED_STATUS = 'inactive';
const OUT_OF_SERVICE = 'out_of_service';

/**
 * The week holding `query.week` (this week, UTC, by default), Monday to Sunday: the drivers and
 * trucks in service (and any other with a trip that week), the week's trips with their day
 * spans, and the pairs of trips that book one driver or truck on overlapping days.
 */
export async function dispatchBoard(
  carrierId: string,
  query: DispatchBoardQuery,
  now = new Date(),
): Promise<DispatchBoardView> {
  const today = dateToDay(now);
  const weekStart = mondayOf(query.week ?? today);
  const days = Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
  const data = carrierData(carrierId);
  const [trips, drivers, trucks] = await Promise.all([
    weekTrips(carrierId, weekStart, days[6]!, today),
    data.drivers.find({}, { sort: { firstName: 1, lastName: 1 } }),
    data.trucks.find({}, { sort: { truckNumber: 1 } }),
  ]);
  const busyDrivers = new Set(trips.flatMap((trip) => trip.driverIds));
  const busyTrucks = new Set(trips.flatMap((trip) => (trip.truckId ? [trip.truckId] : [])));
  return {
    weekStart,
    days,
    drivers: drivers
      .filter(
        (driver) => driver.status !== UNASSIGNED_STATUS || busyDrivers.has(String(driver._id)),
      )
      .map((driver) => ({
        id: String(driver._id),
        name: [driver.firstName, driver.lastName].filter(Boolean).join(' '),
      })),
    trucks: trucks
      .filter((truck) => truck.status !== OUT_OF_SERVICE || busyTrucks.has(String(truck._id)))
      .map((truck) => ({ id: String(truck._id), label: `Truck ${truck.truckNumber}` })),
    trips,
    conflicts: conflictsOf(trips),
  };
}
