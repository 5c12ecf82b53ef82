import { Types } from 'mongoose';
import {
  TmsDriverModel,
  TmsTrailerModel,
  TmsTripModel,
  TmsTruckModel,
} from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier, signedInMember, truckInService } from './carrierAccounts';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });
const API = '/api/fleetfolio';
type Carrier = Awaited<ReturnType<typeof signedInCarrier>>;
type Row = Record<string, unknown>;
const pick = (body: { items: Row[] }, field: string) => body.items.map((item) => item[field]);

async function addLoad(carrier: Carrier, loadNumber: string, pickupDate: string, rate: number) {
  const res = await carrier.agent
    .post(`${API}/loads`)
    .send({
      loadNumber,
      customer: `${loadNumber} Grain Co`,
      pickupLocation: 'Omaha, NE',
      deliveryLocation: 'Denver, CO',
      pickupDate,
      deliveryDate: pickupDate,
      rate,
    })
    .expect(201);
  return res.body.id as string;
}

describe('FleetFolio operation tables (issue 23)', () => {
  it('pages planned loads by pickup day with search, status, sort and a cursor, the carrier’s only', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    await addLoad(carrier, 'PG-1', '2030-03-01', 900);
    await addLoad(carrier, 'PG-2', '2030-03-05', 1200);
    await addLoad(carrier, 'PG-3', '2030-03-09', 600);
    await addLoad(other, 'PG-9', '2030-03-02', 5000);

    const first = await carrier.agent
      .get(`${API}/loads/page?q=pg-&sort=rate&dir=desc&limit=2`)
      .expect(200);
    expect([pick(first.body, 'loadNumber'), first.body.total]).toEqual([['PG-2', 'PG-1'], 3]);
    const rest = await carrier.agent
      .get(`${API}/loads/page?q=pg-&sort=rate&dir=desc&limit=2&cursor=${first.body.nextCursor}`)
      .expect(200);
    expect([pick(rest.body, 'loadNumber'), rest.body.nextCursor]).toEqual([['PG-3'], null]);

    const byCustomer = await carrier.agent.get(`${API}/loads/page?q=PG-3 grain`).expect(200);
    expect(pick(byCustomer.body, 'loadNumber')).toEqual(['PG-3']);
    const days = await carrier.agent
      .get(`${API}/loads/page?from=2030-03-02&to=2030-03-09&sort=pickupDate&dir=asc`)
      .expect(200);
    expect(pick(days.body, 'loadNumber')).toEqual(['PG-2', 'PG-3']);
    // The sample loads of registration: one planned, one in transit.
    const moving = await carrier.agent.get(`${API}/loads/page?status=in_transit`).expect(200);
    expect([pick(moving.body, 'loadNumber'), moving.body.total]).toEqual([['LD-1002'], 1]);

    const all = await carrier.agent.get(`${API}/loads/page?limit=100`).expect(200);
    expect(all.body.total).toBe(5);
    expect(pick(all.body, 'loadNumber')).not.toContain('PG-9');
    const theirs = await other.agent.get(`${API}/loads/page?q=PG`).expect(200);
    expect(pick(theirs.body, 'loadNumber')).toEqual(['PG-9']);
  });

  it.each([
    'loads/page?status=lost',
    'loads/page?sort=ownerId',
    'loads/page?limit=500',
    'loads/page?cursor=garbled',
    'loads/page?ownerId=x',
    'drivers/page?sort=payRate',
    'drivers/page?status=planned',
    'trucks/page?from=2030-02-30',
    'trailers/page?q[$ne]=x',
    'trips/page?to=soon',
  ])('refuses the bad query %s with 400', async (path) => {
    const carrier = await signedInCarrier(t);
    const res = await carrier.agent.get(`${API}/${path}`);
    expect(res.status).toBe(400);
  });

  it('pages drivers with search and status; a dispatcher sees them without pay, a driver not at all', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    await other.agent
      .post(`${API}/drivers`)
      .send({
        name: 'Zed Other',
        license: 'CDL-9',
        phone: '5550000',
        email: 'z@o.example.com',
        payRate: 1,
      })
      .expect(201);
    const owner = await carrier.agent.get(`${API}/drivers/page?sort=name&dir=asc`).expect(200);
    expect(pick(owner.body, 'name')).toEqual(['John Smith', 'Maria Garcia']);
    expect(pick(owner.body, 'payRate')).toEqual([0.65, 0.7]);
    const found = await carrier.agent.get(`${API}/drivers/page?q=garcia`).expect(200);
    expect([pick(found.body, 'name'), found.body.total]).toEqual([['Maria Garcia'], 1]);
    const byLicence = await carrier.agent.get(`${API}/drivers/page?q=4821937`).expect(200);
    expect(pick(byLicence.body, 'name')).toEqual(['John Smith']);
    const available = await carrier.agent.get(`${API}/drivers/page?status=available`).expect(200);
    expect(pick(available.body, 'name')).toEqual(['Maria Garcia']);
    const none = await carrier.agent.get(`${API}/drivers/page?q=Zed`).expect(200);
    expect(none.body).toEqual({ items: [], total: 0, nextCursor: null });

    const dispatcher = await signedInMember(t, carrier, 'dispatcher');
    const staff = await dispatcher.agent.get(`${API}/drivers/page?sort=name&dir=asc`).expect(200);
    expect(pick(staff.body, 'name')).toEqual(['John Smith', 'Maria Garcia']);
    expect([pick(staff.body, 'payRate'), pick(staff.body, 'payType')]).toEqual([
      [null, null],
      [null, null],
    ]);
    const driverId = owner.body.items[0].id as string;
    const driver = await signedInMember(t, carrier, 'driver', driverId);
    for (const path of [
      'drivers/page',
      'loads/page',
      'trips/page',
      'trucks/page',
      'trailers/page',
    ]) {
      await driver.agent.get(`${API}/${path}`).expect(403);
    }
    await dispatcher.agent.get(`${API}/loads/page`).expect(200);
    await dispatcher.agent.get(`${API}/trucks/page`).expect(200);
    await t.request().get(`${API}/loads/page`).expect(401);
  });

  it('pages trucks and trailers with search, status and sort, the carrier’s only', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    await other.agent
      .post(`${API}/trucks`)
      .send({ unit: 'T-999', year: 2024, make: 'volvo', model: 'VNL', status: 'active' })
      .expect(201);
    const trucks = await carrier.agent.get(`${API}/trucks/page?sort=year&dir=desc`).expect(200);
    expect([pick(trucks.body, 'unit'), trucks.body.total]).toEqual([['T-101', 'T-102'], 2]);
    const cascadia = await carrier.agent.get(`${API}/trucks/page?q=cascad`).expect(200);
    expect(pick(cascadia.body, 'unit')).toEqual(['T-101']);
    const shop = await carrier.agent.get(`${API}/trucks/page?status=maintenance`).expect(200);
    expect(pick(shop.body, 'unit')).toEqual(['T-102']);
    const trailers = await carrier.agent.get(`${API}/trailers/page?q=great`).expect(200);
    expect(pick(trailers.body, 'unit')).toEqual(['TR-201']);
    const theirs = await other.agent.get(`${API}/trucks/page?q=T-1`).expect(200);
    expect(theirs.body.total).toBe(2);
    expect(pick(theirs.body, 'unit')).not.toContain('T-999');
    expect(await scoped(TmsTripModel, carrier.id).countDocuments()).toBe(0);
  });

  it('filters drivers, trucks and trailers by the day they were added, the carrier’s only', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    const added = async (owner: Carrier, path: string, body: object) =>
      (await owner.agent.post(`${API}/${path}`).send(body).expect(201)).body.id as string;
    const driver = { license: 'CDL-1', phone: '5550000', email: 'o@t.example.com', payRate: 1 };
    const unit = { year: 2020, model: 'VNL' };
    const oldOnes = [
      [TmsDriverModel, await added(carrier, 'drivers', { ...driver, name: 'Old Timer' })],
      [TmsTruckModel, await added(carrier, 'trucks', { ...unit, unit: 'OLD-T', make: 'volvo' })],
      [
        TmsTrailerModel,
        await added(carrier, 'trailers', {
          ...unit,
          unit: 'OLD-R',
          make: 'wabash',
          model: 'reefer',
        }),
      ],
      [TmsDriverModel, await added(other, 'drivers', { ...driver, name: 'Their Timer' })],
    ] as const;
    // Timestamps are immutable through the models: moved back in the collection itself.
    for (const [model, id] of oldOnes) {
      await model.collection.updateOne(
        { _id: new Types.ObjectId(id) },
        { $set: { createdAt: new Date('2025-01-15T23:30:00Z') } },
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    const january = 'from=2025-01-15&to=2025-01-15';

    const drivers = await carrier.agent.get(`${API}/drivers/page?${january}`).expect(200);
    expect([pick(drivers.body, 'name'), drivers.body.total]).toEqual([['Old Timer'], 1]);
    expect(drivers.body.items[0].createdAt).toBe('2025-01-15T23:30:00.000Z');
    const trucks = await carrier.agent.get(`${API}/trucks/page?${january}`).expect(200);
    expect(pick(trucks.body, 'unit')).toEqual(['OLD-T']);
    const trailers = await carrier.agent.get(`${API}/trailers/page?to=2025-01-15`).expect(200);
    expect(pick(trailers.body, 'unit')).toEqual(['OLD-R']);
    const before = await carrier.agent.get(`${API}/drivers/page?to=2025-01-14`).expect(200);
    expect(before.body.total).toBe(0);
    const recent = await carrier.agent
      .get(`${API}/drivers/page?from=${today}&sort=createdAt&dir=asc`)
      .expect(200);
    expect(pick(recent.body, 'name').sort()).toEqual(['John Smith', 'Maria Garcia']);
    const theirs = await other.agent.get(`${API}/drivers/page?${january}`).expect(200);
    expect(pick(theirs.body, 'name')).toEqual(['Their Timer']);
  });

  it('pages trips by number and creation day; a dispatcher gets no pay figures', async () => {
    const carrier = await signedInCarrier(t);
    const other = await signedInCarrier(t);
    const drivers = (await carrier.agent.get(`${API}/drivers`).expect(200)).body;
    const truckId = await truckInService(carrier.agent);
    for (const tripName of ['RUN-A', 'RUN-B', 'HAUL-C']) {
      await carrier.agent
        .post(`${API}/trips`)
        .send({ tripName, driverId: drivers[0].id, truckId })
        .expect(201);
    }
    const runs = await carrier.agent
      .get(`${API}/trips/page?q=run&sort=tripNumber&dir=asc&limit=1`)
      .expect(200);
    expect([pick(runs.body, 'tripNumber'), runs.body.total]).toEqual([['RUN-A'], 2]);
    const next = await carrier.agent
      .get(`${API}/trips/page?q=run&sort=tripNumber&dir=asc&limit=1&cursor=${runs.body.nextCursor}`)
      .expect(200);
    expect(pick(next.body, 'tripNumber')).toEqual(['RUN-B']);
    const today = new Date().toISOString().slice(0, 10);
    const created = await carrier.agent.get(`${API}/trips/page?from=${today}`).expect(200);
    expect(created.body.total).toBe(3);
    const before = await carrier.agent.get(`${API}/trips/page?to=2020-01-01`).expect(200);
    expect(before.body.total).toBe(0);
    const theirs = await other.agent.get(`${API}/trips/page`).expect(200);
    expect(theirs.body.total).toBe(0);

    const dispatcher = await signedInMember(t, carrier, 'dispatcher');
    const staff = await dispatcher.agent.get(`${API}/trips/page?q=HAUL`).expect(200);
    expect(staff.body.items[0]).toMatchObject({
      tripNumber: 'HAUL-C',
      driverPay: null,
      profit: null,
    });
  });
});
