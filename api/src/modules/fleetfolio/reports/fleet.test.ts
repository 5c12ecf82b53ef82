import { Types } from 'mongoose';
import { TmsTripModel, TmsTruckModel } from '../../../db/models/tms';
import { useTestDatabase } from '../../../test';
import { signedInCarrier } from '../test/carrierAccounts';

const ctx = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;

// A past year, so "the year so far" is the whole year whatever day the test runs.
const YEAR = 2025;
const at = (iso: string) => new Date(iso);

/** A truck added through the API, then dated as if it joined the fleet on `addedOn`. */
async function truckAddedOn({ agent }: Carrier, unit: string, addedOn: string) {
  const created = await agent
    .post('/api/fleetfolio/trucks')
    .send({ unit, year: 2021, make: 'volvo', model: 'VNL 860' })
    .expect(201);
  await TmsTruckModel.collection.updateOne(
    { _id: new Types.ObjectId(created.body.id as string) },
    { $set: { createdAt: at(addedOn) } },
  );
  return new Types.ObjectId(created.body.id as string);
}

let trips = 0;
function trip(
  ownerId: string,
  truckId: Types.ObjectId,
  dispatchedAt?: string,
  completedAt?: string,
) {
  trips += 1;
  return TmsTripModel.create({
    ownerId,
    truckId,
    tripNumber: `TR-U${trips}`,
    status: completedAt ? 'completed' : dispatchedAt ? 'dispatched' : 'planned',
    totalMiles: 500,
    ...(dispatchedAt ? { dispatchedAt: at(dispatchedAt) } : {}),
    ...(completedAt ? { completedAt: at(completedAt) } : {}),
  });
}

describe('Fleet report utilisation', () => {
  it('counts the calendar days each truck spent on trips against the days it was in the fleet', async () => {
    const carrier = await signedInCarrier(ctx);
    const other = await signedInCarrier(ctx);
    const allYear = await truckAddedOn(carrier, 'T-1', '2024-06-01T00:00:00Z');
    const fromJuly = await truckAddedOn(carrier, 'T-2', '2025-07-01T15:00:00Z');
    await truckAddedOn(carrier, 'T-3', '2024-01-01T00:00:00Z');
    const theirs = await truckAddedOn(other, 'T-1', '2024-01-01T00:00:00Z');
    // T-1: 1-3 March (3 days), a second trip on 3 March adds no day, a same-minute trip in
    // June counts its day (the review saw 0 % for a truck with a trip), a planned trip nothing.
    await trip(carrier.id, allYear, '2025-03-01T10:00:00Z', '2025-03-03T08:00:00Z');
    await trip(carrier.id, allYear, '2025-03-03T12:00:00Z', '2025-03-03T15:00:00Z');
    await trip(carrier.id, allYear, '2025-06-10T09:00:00Z', '2025-06-10T09:01:00Z');
    await trip(carrier.id, allYear);
    // T-2: dispatched 31 December, completed in the next year: one day in 2025; and a trip from
    // the year before that ended on 2 January 2025 (two days) although dispatched in 2024.
    await trip(carrier.id, fromJuly, '2025-12-31T20:00:00Z', '2026-01-02T10:00:00Z');
    await trip(carrier.id, fromJuly, '2024-12-30T08:00:00Z', '2025-01-02T10:00:00Z');
    // Another carrier's trips on a truck of the same unit number count for them only.
    await trip(other.id, theirs, '2025-01-01T00:00:00Z', '2025-12-31T23:00:00Z');

    const res = await carrier.agent.get(`/api/fleetfolio/reports/fleet?year=${YEAR}`).expect(200);
    const byUnit = Object.fromEntries(
      (res.body.trucks as Array<{ unit: string }>).map((row) => [row.unit, row]),
    );
    expect(byUnit['T-1']).toEqual(
      expect.objectContaining({ trips: 3, miles: 1500, daysOnTrips: 4, daysAvailable: 365 }),
    );
    expect(byUnit['T-1']).toMatchObject({ utilisation: 1.1 });
    // T-2 joined the fleet on 30 December 2024 by its first trip, before it was added in July.
    expect(byUnit['T-2']).toMatchObject({
      trips: 1,
      daysOnTrips: 3,
      daysAvailable: 365,
      utilisation: 0.8,
    });
    expect(byUnit['T-3']).toMatchObject({
      trips: 0,
      daysOnTrips: 0,
      daysAvailable: 365,
      utilisation: 0,
    });
    expect(res.body.fleetUtilisation).toBe(0.6);
    // The sample units registration adds (T-101, T-102) were added today: no day of 2025.
    expect(byUnit['T-101']).toMatchObject({ daysAvailable: 0, utilisation: 0 });
    expect(Object.keys(byUnit).sort()).toEqual(['T-1', 'T-101', 'T-102', 'T-2', 'T-3']);

    const theirReport = await other.agent
      .get(`/api/fleetfolio/reports/fleet?year=${YEAR}`)
      .expect(200);
    expect(
      (theirReport.body.trucks as Array<{ unit: string }>).find((row) => row.unit === 'T-1'),
    ).toMatchObject({ daysOnTrips: 365, daysAvailable: 365, utilisation: 100 });
    expect(theirReport.body.fleetUtilisation).toBe(100);
  });

  it('counts a truck added this year from the day it was added, and a running trip through today', async () => {
    const carrier = await signedInCarrier(ctx);
    const today = new Date();
    const year = today.getUTCFullYear();
    const unit = await truckAddedOn(carrier, 'T-9', today.toISOString());
    await trip(carrier.id, unit, today.toISOString());
    const res = await carrier.agent.get(`/api/fleetfolio/reports/fleet?year=${year}`).expect(200);
    const rows = res.body.trucks as Array<{ unit: string; daysAvailable: number }>;
    expect(rows.find((row) => row.unit === 'T-9')).toMatchObject({
      daysOnTrips: 1,
      daysAvailable: 1,
      utilisation: 100,
    });
    // With the two sample units added today and idle: 1 truck-day on trips of 3.
    expect(rows.map((row) => row.daysAvailable)).toEqual([1, 1, 1]);
    expect(res.body.fleetUtilisation).toBe(33.3);
    expect(await TmsTripModel.countDocuments({ ownerId: carrier.id, truckId: unit })).toBe(1);
  });

  it('refuses a year it cannot report on, and unknown query keys', async () => {
    const carrier = await signedInCarrier(ctx);
    await carrier.agent.get('/api/fleetfolio/reports/fleet?year=1999').expect(400);
    await carrier.agent.get(`/api/fleetfolio/reports/fleet?year=${YEAR}&sort=1`).expect(400);
    await ctx.request().get(`/api/fleetfolio/reports/fleet?year=${YEAR}`).expect(401);
  });
});
