import {
  TmsDriverModel,
  TmsTripModel,
  TmsTripStopModel,
  TmsTruckModel,
} from '../../../db/models/tms';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, signedInMember } from '../test/carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });

const day = (value: string) => new Date(`${value}T00:00:00.000Z`);
const BOARD = '/api/fleetfolio/dispatch-board';

interface Fleet {
  owner: Awaited<ReturnType<typeof signedInCarrier>>;
  ann: string;
  bob: string;
  truck: string;
  trips: Record<string, string>;
}
let fleet: Fleet;

/** A trip with one pickup and one delivery on the given days (an empty list: no stops). */
async function trip(
  ownerId: string,
  tripNumber: string,
  crew: { driverId: string; truckId?: string },
  days: string[],
  extra: Record<string, unknown> = {},
) {
  const created = await TmsTripModel.create({ ownerId, tripNumber, ...crew, ...extra });
  await TmsTripStopModel.insertMany(
    days.map((stopDay, order) => ({
      ownerId,
      tripId: created._id,
      stopName: `Stop ${order}`,
      kind: order === 0 ? 'pickup' : 'delivery',
      order,
      stopDate: day(stopDay),
    })),
  );
  return String(created._id);
}

/** The week of Monday 2026-03-02: Ann on two overlapping trips, Bob handing over the truck. */
beforeAll(async () => {
  const owner = await signedInCarrier(t);
  const [ann, bob] = await TmsDriverModel.insertMany([
    { ownerId: owner.id, firstName: 'Ann', lastName: 'Able' },
    { ownerId: owner.id, firstName: 'Bob', lastName: 'Baker' },
  ]);
  const truck = await TmsTruckModel.create({ ownerId: owner.id, truckNumber: 'B-1' });
  const crew = (driver: typeof ann, withTruck = true) => ({
    driverId: String(driver!._id),
    ...(withTruck ? { truckId: String(truck._id) } : {}),
  });
  const trips = {
    first: await trip(owner.id, 'W-1', crew(ann, false), ['2026-03-02', '2026-03-04']),
    overlapping: await trip(owner.id, 'W-2', crew(ann, false), ['2026-03-03', '2026-03-05']),
    handover: await trip(owner.id, 'W-3', crew(bob), ['2026-03-01', '2026-03-03']),
    next: await trip(owner.id, 'W-4', crew(bob), ['2026-03-03', '2026-03-06']),
    nextWeek: await trip(owner.id, 'W-5', crew(bob), ['2026-03-10', '2026-03-11']),
    undated: await trip(owner.id, 'W-6', crew(bob, false), [], {
      status: 'completed',
      dispatchedAt: new Date('2026-03-07T15:00:00Z'),
      completedAt: new Date('2026-03-09T08:00:00Z'),
    }),
  };
  fleet = { owner, ann: String(ann!._id), bob: String(bob!._id), truck: String(truck._id), trips };
});

describe('the dispatch board', () => {
  it("shows the week's trips by day and flags a driver booked on overlapping trips", async () => {
    const dispatcher = await signedInMember(t, fleet.owner, 'dispatcher');
    const board = await dispatcher.agent.get(`${BOARD}?week=2026-03-04`).expect(200);
    expect(board.body.weekStart).toBe('2026-03-02');
    expect(board.body.days).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    const shown = board.body.trips.map((row: { tripNumber: string }) => row.tripNumber);
    expect(shown).toEqual(['W-3', 'W-1', 'W-2', 'W-4', 'W-6']);
    expect(board.body.trips[0]).toEqual({
      id: fleet.trips.handover,
      tripNumber: 'W-3',
      status: 'planned',
      driverIds: [fleet.bob],
      truckId: fleet.truck,
      start: '2026-03-01',
      end: '2026-03-03',
    });
    expect(board.body.trips[4]).toMatchObject({ start: '2026-03-07', end: '2026-03-09' });
    // Bob hands the truck over on the 3rd: not an overlap. Ann is on W-1 and W-2 at once.
    expect(board.body.conflicts).toEqual([
      { resource: 'driver', id: fleet.ann, tripIds: [fleet.trips.first, fleet.trips.overlapping] },
    ]);
    const names = board.body.drivers.map((row: { name: string }) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Ann Able', 'Bob Baker']));
    expect(board.body.trucks).toContainEqual({ id: fleet.truck, label: 'Truck B-1' });
  });

  it('flags a truck on two overlapping trips, and moves from week to week', async () => {
    const extra = await trip(fleet.owner.id, 'W-7', { driverId: fleet.ann, truckId: fleet.truck }, [
      '2026-03-10',
      '2026-03-12',
    ]);
    const board = await fleet.owner.agent.get(`${BOARD}?week=2026-03-09`).expect(200);
    expect(board.body.trips.map((row: { tripNumber: string }) => row.tripNumber)).toEqual([
      'W-6',
      'W-5',
      'W-7',
    ]);
    expect(board.body.conflicts).toEqual([
      { resource: 'truck', id: fleet.truck, tripIds: [fleet.trips.nextWeek, extra] },
    ]);
    await TmsTripModel.deleteOne({ _id: extra });
    await TmsTripStopModel.deleteMany({ tripId: extra });
  });

  it('refuses a bad week or an unknown filter with 400, and a signed-out caller with 401', async () => {
    for (const query of ['week=2026-02-30', 'week=tomorrow', 'week=2026-03-02&driver=x']) {
      const answer = await fleet.owner.agent.get(`${BOARD}?${query}`).expect(400);
      expect(answer.body.message).toBeTruthy();
    }
    await t.request().get(BOARD).expect(401);
  });

  it("shows one carrier nothing of another's trips, drivers or trucks", async () => {
    const other = await signedInCarrier(t);
    const board = await other.agent.get(`${BOARD}?week=2026-03-02`).expect(200);
    expect(board.body.trips).toEqual([]);
    expect(board.body.conflicts).toEqual([]);
    const ids = [...board.body.drivers, ...board.body.trucks].map((row: { id: string }) => row.id);
    expect(ids).not.toContain(fleet.ann);
    expect(ids).not.toContain(fleet.truck);
    expect(await TmsTripModel.countDocuments({ ownerId: other.id })).toBe(0);
  });
});
