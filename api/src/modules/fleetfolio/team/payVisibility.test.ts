import { ONLY_OWNER_SETS_PAY } from '@freight/contracts';
import { TmsDriverModel } from '../../../db/models/tms';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, signedInMember, truckInService } from '../test/carrierAccounts';

// Setting a trip's miles may route it over the state shapes: slow under jest.
const ROUTING_TIMEOUT_MS = 120_000;

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
type Member = Awaited<ReturnType<typeof signedInMember>>;

let owner: Awaited<ReturnType<typeof signedInCarrier>>;
let dispatcher: Member;
let driverId: string;
let tripId: string;

const newDriver = {
  name: 'Rae Road',
  license: 'CDL-77',
  phone: '(555) 010-7777',
  email: 'rae@example.com',
};

/** A driver paid $0.60 a mile on a 500-mile trip: $300 of pay the dispatcher must not see. */
beforeAll(async () => {
  owner = await signedInCarrier(t);
  dispatcher = await signedInMember(t, owner, 'dispatcher');
  const driver = await owner.agent
    .post('/api/fleetfolio/drivers')
    .send({ ...newDriver, payType: 'per_mile', payRate: 0.6 })
    .expect(201);
  driverId = driver.body.id;
  const trip = await owner.agent
    .post('/api/fleetfolio/trips')
    .send({ tripName: 'PAY-1', driverId, truckId: await truckInService(owner.agent) })
    .expect(201);
  tripId = trip.body.id;
  await owner.agent
    .patch(`/api/fleetfolio/trips/${tripId}/miles`)
    .send({ totalMiles: 500 })
    .expect(200);
}, ROUTING_TIMEOUT_MS);

describe("a driver's pay is the owner's", () => {
  it('shows the owner the pay rate and the dispatcher none, in the list and one driver', async () => {
    const mine = await owner.agent.get(`/api/fleetfolio/drivers/${driverId}`).expect(200);
    expect(mine.body).toMatchObject({ payType: 'per_mile', payRate: 0.6 });
    const list = await dispatcher.agent.get('/api/fleetfolio/drivers').expect(200);
    expect(list.body.length).toBeGreaterThan(1);
    for (const driver of list.body) expect(driver).toMatchObject({ payType: null, payRate: null });
    const one = await dispatcher.agent.get(`/api/fleetfolio/drivers/${driverId}`).expect(200);
    expect(one.body).toMatchObject({ name: 'Rae Road', payType: null, payRate: null });
  });

  it('refuses pay from a dispatcher and stores nothing; their edit keeps the stored pay', async () => {
    const before = await TmsDriverModel.countDocuments({ ownerId: owner.id });
    const refused = await dispatcher.agent
      .post('/api/fleetfolio/drivers')
      .send({ ...newDriver, name: 'Pay Setter', payRate: 5 })
      .expect(400);
    expect(refused.body.message).toBe(ONLY_OWNER_SETS_PAY);
    expect(await TmsDriverModel.countDocuments({ ownerId: owner.id })).toBe(before);

    const edited = await dispatcher.agent
      .put(`/api/fleetfolio/drivers/${driverId}`)
      .send({ ...newDriver, phone: '(555) 010-8888' })
      .expect(200);
    expect(edited.body).toMatchObject({ phone: '(555) 010-8888', payRate: null });
    const stored = await TmsDriverModel.findById(driverId).lean();
    expect(stored).toMatchObject({ phone: '(555) 010-8888', payRate: 0.6 });
    expect(stored?.defaultPaymentType).toBe('per_mile');

    const added = await dispatcher.agent
      .post('/api/fleetfolio/drivers')
      .send({ ...newDriver, name: 'New Hire' })
      .expect(201);
    expect(added.body).toMatchObject({ name: 'New Hire', payRate: null });
    const hire = await owner.agent.get(`/api/fleetfolio/drivers/${added.body.id}`).expect(200);
    expect(hire.body).toMatchObject({ payType: 'per_mile', payRate: 0 });
  });

  it("hides the trip's driver pay and margin from a dispatcher, not from the owner", async () => {
    const mine = await owner.agent.get(`/api/fleetfolio/trips/${tripId}`).expect(200);
    expect(mine.body).toMatchObject({ driverPay: 300, profit: -300 });
    const hidden = { driverPay: null, profit: null, costPerMile: null, profitPerMile: null };
    const one = await dispatcher.agent.get(`/api/fleetfolio/trips/${tripId}`).expect(200);
    expect(one.body).toMatchObject({ ...hidden, totalMiles: 500 });
    const list = await dispatcher.agent.get('/api/fleetfolio/trips').expect(200);
    expect(list.body.find((trip: { id: string }) => trip.id === tripId)).toMatchObject(hidden);
    const changed = await dispatcher.agent
      .patch(`/api/fleetfolio/trips/${tripId}/miles`)
      .send({ totalMiles: 400 })
      .expect(200);
    expect(changed.body).toMatchObject({ ...hidden, totalMiles: 400 });
  });

  it('keeps the fleet report, revenue and pay per driver, from a dispatcher', async () => {
    const year = new Date().getUTCFullYear();
    const theirs = await dispatcher.agent.get(`/api/fleetfolio/reports/fleet?year=${year}`);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toMatch(/revenue|pay/);
    const mine = await owner.agent.get(`/api/fleetfolio/reports/fleet?year=${year}`).expect(200);
    expect(mine.body.drivers.length).toBeGreaterThan(0);
    for (const row of mine.body.drivers) expect(typeof row.pay).toBe('number');
  });
});
