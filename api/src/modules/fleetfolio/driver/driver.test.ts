import { randomUUID } from 'node:crypto';
import { countFiles } from '../../../files';
import {
  TmsActivityModel,
  TmsDriverActionModel,
  TmsExpenseModel,
  TmsMilesByStateModel,
  TmsPlannedLoadModel,
  TmsTripModel,
  TmsTripStopModel,
} from '../../../db/models/tms';
import { useTestDatabase } from '../../../test';
import { SAMPLE_FILES } from '../../uploads/testing';
import { signedInCarrier, signedInMember, truckInService } from '../test/carrierAccounts';

// Routing a trip over the state shapes is slow under jest (see api/src/trip-routing/README.md).
const ROUTING_TIMEOUT_MS = 120_000;

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
type Agent = ReturnType<typeof t.agent>;

interface World {
  owner: Awaited<ReturnType<typeof signedInCarrier>>;
  driver: Awaited<ReturnType<typeof signedInMember>>;
  tripId: string;
  loadId: string;
  stops: Array<{ id: string; kind: string }>;
  driverName: string;
}
let world: World;

/** A carrier with a dispatched trip Chicago → Dallas, and a driver signed in on the phone. */
beforeAll(async () => {
  const owner = await signedInCarrier(t);
  const load = await owner.agent
    .post('/api/fleetfolio/loads')
    .send({
      loadNumber: 'PH-1',
      customer: 'Acme Foods',
      pickupLocation: 'Chicago, IL',
      deliveryLocation: 'Dallas, TX',
      pickupDate: '2026-05-01',
      deliveryDate: '2026-05-03',
      rate: 2000,
    })
    .expect(201);
  const drivers = await owner.agent.get('/api/fleetfolio/drivers').expect(200);
  const driverId = drivers.body[0].id as string;
  const trip = await owner.agent
    .post('/api/fleetfolio/trips')
    .send({
      tripName: 'PH-T1',
      driverId,
      truckId: await truckInService(owner.agent),
      loadIds: [load.body.id],
    })
    .expect(201);
  await owner.agent.post(`/api/fleetfolio/trips/${trip.body.id}/dispatch`).send({}).expect(200);
  const driver = await signedInMember(t, owner, 'driver', driverId);
  world = {
    owner,
    driver,
    tripId: trip.body.id,
    loadId: load.body.id,
    stops: trip.body.stops,
    driverName: drivers.body[0].name,
  };
}, ROUTING_TIMEOUT_MS);

const act = (agent: Agent, path: string, key: string) =>
  agent.post(`/api/fleetfolio/driver/trips/${world.tripId}${path}`).set('Idempotency-Key', key);

describe("the driver's phone view", () => {
  it('shows the trip under way with its stops in order, without its money', async () => {
    const home = await world.driver.agent.get('/api/fleetfolio/driver/trips').expect(200);
    expect(home.body.driver.name).toBe(world.driverName);
    expect(home.body.current).toHaveLength(1);
    const [trip] = home.body.current;
    expect(trip).toMatchObject({ tripNumber: 'PH-T1', status: 'dispatched' });
    expect(trip.stops).toEqual([
      expect.objectContaining({ kind: 'pickup', stopName: 'Chicago, IL', stopDate: '2026-05-01' }),
      expect.objectContaining({ kind: 'delivery', stopName: 'Dallas, TX', loadNumber: 'PH-1' }),
    ]);
    expect(JSON.stringify(home.body)).not.toMatch(/revenue|driverPay|profit/);
  });

  it('marks arrival once per key: a replay answers the first result and changes nothing', async () => {
    const key = randomUUID();
    const pickup = world.stops[0]!.id;
    const first = await act(world.driver.agent, `/stops/${pickup}/arrive`, key)
      .send({})
      .expect(200);
    expect(first.headers['idempotent-replayed']).toBe('false');
    const stop = await TmsTripStopModel.findById(pickup).lean();
    expect(stop?.arrivedAt).toBeInstanceOf(Date);

    const replay = await act(world.driver.agent, `/stops/${pickup}/arrive`, key)
      .send({})
      .expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await TmsDriverActionModel.countDocuments({ key })).toBe(1);
    expect((await TmsTripStopModel.findById(pickup).lean())?.arrivedAt).toEqual(stop?.arrivedAt);
    expect(
      await TmsActivityModel.countDocuments({ summary: 'Arrived at a stop of trip PH-T1' }),
    ).toBe(1);

    const reused = await act(world.driver.agent, `/stops/${pickup}/complete`, key)
      .send({})
      .expect(409);
    expect(reused.body.message).toBe('This action key was already used for another action');
    await act(world.driver.agent, `/stops/${pickup}/arrive`, 'short').send({}).expect(400);
    await world.driver.agent
      .post(`/api/fleetfolio/driver/trips/${world.tripId}/stops/${pickup}/arrive`)
      .send({})
      .expect(400);
  });

  it('records the start odometer for the office to see, and refuses an end reading below it, storing nothing', async () => {
    await act(world.driver.agent, '/odometer', randomUUID())
      .send({ at: 'start', reading: 120500 })
      .expect(200);
    const below = await act(world.driver.agent, '/odometer', randomUUID())
      .send({ at: 'end', reading: 120000 })
      .expect(400);
    expect(below.body.message).toBe('The end reading cannot be below the start reading');
    const trip = await TmsTripModel.findById(world.tripId).lean();
    expect(trip).toMatchObject({ startOdometer: 120500 });
    expect(trip?.endOdometer).toBeUndefined();
    const office = await world.owner.agent.get(`/api/fleetfolio/trips/${world.tripId}`).expect(200);
    expect(office.body).toMatchObject({ startOdometer: 120500, endOdometer: null });
  });

  it(
    'records a fuel purchase with its receipt once, in the trip expenses and its IFTA fuel',
    async () => {
      const key = randomUUID();
      const send = () =>
        act(world.driver.agent, '/fuel', key)
          .field('gallons', '120.5')
          .field('state', 'mo')
          .field('amount', '450.25')
          .attach('file', SAMPLE_FILES.jpg, 'receipt.jpg');
      const receiptsBefore = await countFiles({ 'metadata.tripId': world.tripId });
      await send().expect(201);
      const replay = await send().expect(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const expenses = await TmsExpenseModel.find({ tripId: world.tripId }).lean();
      expect(expenses).toEqual([
        expect.objectContaining({
          expenseType: 'fuel',
          gallons: 120.5,
          state: 'MO',
          amount: 450.25,
        }),
      ]);
      expect(expenses[0]?.receiptFileId).toBeDefined();
      expect(await countFiles({ 'metadata.tripId': world.tripId })).toBe(receiptsBefore + 1);
      const ifta = await TmsMilesByStateModel.findOne({ tripId: world.tripId, state: 'MO' }).lean();
      expect(ifta?.fuelPurchased).toBe(120.5);
      const trip = await world.owner.agent.get(`/api/fleetfolio/trips/${world.tripId}`).expect(200);
      expect(trip.body.expenseTotal).toBe(450.25);
    },
    ROUTING_TIMEOUT_MS,
  );

  it('records a fuel purchase queued on the phone (JSON, no photo) once, in IFTA', async () => {
    const key = randomUUID();
    const send = () =>
      act(world.driver.agent, '/fuel', key).send({ gallons: 80, state: 'ok', amount: 300 });
    await send().expect(201);
    const replay = await send().expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const expenses = await TmsExpenseModel.find({ tripId: world.tripId, state: 'OK' }).lean();
    expect(expenses).toEqual([expect.objectContaining({ expenseType: 'fuel', gallons: 80 })]);
    expect(expenses[0]?.receiptFileId).toBeUndefined();
    const ifta = await TmsMilesByStateModel.findOne({ tripId: world.tripId, state: 'OK' }).lean();
    expect(ifta?.fuelPurchased).toBe(80);
    const refused = await act(world.driver.agent, '/fuel', randomUUID())
      .send({ gallons: 0, state: 'Oklahoma', amount: 10, ownerId: 'x' })
      .expect(400);
    expect(refused.body.errors).toMatchObject({ gallons: 'Gallons must be more than 0' });
    expect(await TmsExpenseModel.countDocuments({ tripId: world.tripId, state: 'OK' })).toBe(1);
  });

  it('sends a photo of the BOL against the trip and its load, listed in FileSafe', async () => {
    const key = randomUUID();
    const send = () =>
      act(world.driver.agent, '/documents', key)
        .field('kind', 'bol')
        .attach('file', SAMPLE_FILES.png, 'bol.png');
    const sent = await send().expect(201);
    expect(sent.body).toMatchObject({ kind: 'bol', tripId: world.tripId, loadId: world.loadId });
    await send().expect(201);
    const listed = await world.owner.agent
      .get(`/api/fleetfolio/documents?loadId=${world.loadId}`)
      .expect(200);
    expect(listed.body.filter((doc: { kind: string }) => doc.kind === 'bol')).toHaveLength(1);
    const refused = await act(world.driver.agent, '/documents', randomUUID())
      .field('kind', 'pod')
      .attach('file', SAMPLE_FILES.exe, 'pod.jpg')
      .expect(400);
    expect(refused.body.message).toMatch(/PDF, JPG or PNG/);
  });

  it('completes the stops once even when the same action arrives twice at once', async () => {
    const [pickup, delivery] = world.stops;
    const key = randomUUID();
    const both = await Promise.all([
      act(world.driver.agent, `/stops/${pickup!.id}/complete`, key).send({}),
      act(world.driver.agent, `/stops/${pickup!.id}/complete`, key).send({}),
    ]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(both[0]!.body).toEqual(both[1]!.body);
    expect(await TmsDriverActionModel.countDocuments({ key })).toBe(1);

    await act(world.driver.agent, `/stops/${delivery!.id}/complete`, randomUUID())
      .send({})
      .expect(200);
    expect(await TmsPlannedLoadModel.findById(world.loadId).lean()).toMatchObject({
      status: 'delivered',
    });
    const seen = await world.owner.agent.get(`/api/fleetfolio/trips/${world.tripId}`).expect(200);
    expect(seen.body.status).toBe('completed');
    expect(seen.body.stops.every((stop: { completedAt: string | null }) => stop.completedAt)).toBe(
      true,
    );
    const home = await world.driver.agent.get('/api/fleetfolio/driver/trips').expect(200);
    expect(home.body.current[0]).toMatchObject({ status: 'completed', endOdometer: null });
    await act(world.driver.agent, '/odometer', randomUUID())
      .send({ at: 'end', reading: 121480 })
      .expect(200);
    const after = await world.driver.agent.get('/api/fleetfolio/driver/trips').expect(200);
    expect(after.body.current).toEqual([]);
    const office = await world.owner.agent.get(`/api/fleetfolio/trips/${world.tripId}`).expect(200);
    expect(office.body).toMatchObject({ startOdometer: 120500, endOdometer: 121480 });
  });

  it("keeps other drivers and other carriers' drivers away from the trip", async () => {
    const drivers = await world.owner.agent.get('/api/fleetfolio/drivers').expect(200);
    const other = await signedInMember(t, world.owner, 'driver', drivers.body[1].id);
    const path = `/stops/${world.stops[0]!.id}/arrive`;
    await act(other.agent, path, randomUUID()).send({}).expect(404);
    const foreign = await signedInCarrier(t);
    const theirDrivers = await foreign.agent.get('/api/fleetfolio/drivers').expect(200);
    const theirs = await signedInMember(t, foreign, 'driver', theirDrivers.body[0].id);
    await act(theirs.agent, path, randomUUID()).send({}).expect(404);
    const home = await theirs.agent.get('/api/fleetfolio/driver/trips').expect(200);
    expect(home.body).toMatchObject({ current: [], next: [] });
    await world.owner.agent.get('/api/fleetfolio/driver/trips').expect(403);
  });
});
