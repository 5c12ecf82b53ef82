import { TmsUserModel } from '../../../db/models';
import {
  TmsAddressBookEntryModel,
  TmsCustomerModel,
  TmsDriverModel,
  TmsInvoiceModel,
  TmsPlannedLoadModel,
  TmsTrailerModel,
  TmsTripModel,
  TmsTruckModel,
} from '../../../db/models/tms';
import { scoped } from '../../../db/ownerScope';
import { useTestDatabase } from '../../../test';
import { signedInCarrier } from './carrierAccounts';

const ctx = useTestDatabase();

type Agent = Awaited<ReturnType<typeof signedInCarrier>>['agent'];

const RESOURCES = {
  loads: (n: number) => ({
    loadNumber: `GEN-${n}`,
    customer: `Customer ${n % 3}`,
    pickupLocation: 'Memphis, TN',
    deliveryLocation: 'Denver, CO',
    pickupDate: '2026-05-01',
    deliveryDate: '2026-05-04',
    rate: 1000 + n,
  }),
  drivers: (n: number) => ({
    name: `Driver Number${n}`,
    license: `CDL-${n}`,
    phone: '555-0100',
    email: `driver${n}@example.com`,
    payRate: 0.6 + n / 1000,
  }),
  trucks: (n: number) => ({ unit: `GT-${n}`, year: 2018, make: 'volvo', model: 'VNL 860' }),
  trailers: (n: number) => ({ unit: `GR-${n}`, year: 2017, make: 'wabash', model: 'flatbed' }),
} as const;

type Resource = keyof typeof RESOURCES;
const NAMES = Object.keys(RESOURCES) as Resource[];
const url = (resource: Resource, id?: string) =>
  `/api/fleetfolio/${resource}${id === undefined ? '' : `/${id}`}`;

async function createRecords(agent: Agent, resource: Resource, count: number) {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const response = await agent.post(url(resource)).send(RESOURCES[resource](n)).expect(201);
    ids.push(response.body.id);
  }
  return ids;
}

async function listIds(agent: Agent, resource: Resource): Promise<string[]> {
  const response = await agent.get(url(resource)).expect(200);
  return (response.body as Array<{ id: string }>).map((item) => item.id);
}

describe('FleetFolio owner isolation', () => {
  it('never shows, changes or deletes another account’s records (0 leaks)', async () => {
    const a = await signedInCarrier(ctx);
    const b = await signedInCarrier(ctx);
    let probes = 0;
    let leaks = 0;
    for (const resource of NAMES) {
      const idsOfA = [
        ...(await listIds(a.agent, resource)),
        ...(await createRecords(a.agent, resource, 5)),
      ];
      const bodyFor = RESOURCES[resource](99);
      for (const id of idsOfA) {
        const answers = await Promise.all([
          b.agent.get(url(resource, id)),
          b.agent.put(url(resource, id)).send(bodyFor),
          b.agent.delete(url(resource, id)),
        ]);
        probes += answers.length;
        leaks += answers.filter((answer) => answer.status !== 404).length;
      }
      const listOfB = await listIds(b.agent, resource);
      leaks += listOfB.filter((id) => idsOfA.includes(id)).length;
      const stillA = await listIds(a.agent, resource);
      expect(stillA.sort()).toEqual([...idsOfA].sort());
      const original = await a.agent.get(url(resource, idsOfA[idsOfA.length - 1])).expect(200);
      expect(original.body).toMatchObject(RESOURCES[resource](4));
      console.log(
        `${resource}: A has ${idsOfA.length}, B lists ${listOfB.length} of its own, ` +
          `${idsOfA.length * 3} cross-account probes`,
      );
    }
    const activityOfB = await b.agent.get('/api/fleetfolio/dashboard/activity').expect(200);
    const allOfA = await Promise.all(NAMES.map((resource) => listIds(a.agent, resource)));
    leaks += (activityOfB.body as Array<{ id: string }>).filter((event) =>
      allOfA.flat().includes(event.id),
    ).length;
    console.log(`owner isolation: ${probes} probes, ${leaks} leaks`);
    expect(leaks).toBe(0);
  });

  it('answers 400 (not 500) for malformed ids, 404 for unknown ones, 401 without a session', async () => {
    const { agent } = await signedInCarrier(ctx);
    for (const resource of NAMES) {
      const cases: Array<[string, number]> = [
        ['not-an-id', 400],
        ['123', 400],
        ['{"$gt":""}', 400],
        ['0'.repeat(24), 404],
      ];
      for (const [id, status] of cases) {
        await agent.get(url(resource, encodeURIComponent(id))).expect(status);
        await agent.delete(url(resource, encodeURIComponent(id))).expect(status);
        await agent
          .put(url(resource, encodeURIComponent(id)))
          .send(RESOURCES[resource](1))
          .expect(status);
      }
      await ctx.request().get(url(resource)).expect(401);
      await ctx.request().post(url(resource)).send(RESOURCES[resource](1)).expect(401);
    }
  });

  it('shuts a deactivated account out at once', async () => {
    const { agent, id } = await signedInCarrier(ctx);
    await agent.get(url('loads')).expect(200);
    await TmsUserModel.updateOne({ _id: id }, { isActive: false });
    await agent.get(url('loads')).expect(401);
    await agent.get('/api/fleetfolio/dashboard/stats').expect(401);
    await agent.get('/api/fleetfolio/auth/check').expect(401);
  });

  it('stores nothing for invalid bodies', async () => {
    const { agent, id } = await signedInCarrier(ctx);
    const count = () =>
      Promise.all(
        [TmsPlannedLoadModel, TmsDriverModel, TmsTruckModel, TmsTrailerModel].map((model) =>
          scoped(model as never, id).countDocuments(),
        ),
      );
    const before = await count();
    const invalid: Array<[Resource, Record<string, unknown>]> = [
      ['loads', {}],
      ['loads', { ...RESOURCES.loads(1), rate: 'lots' }],
      ['loads', { ...RESOURCES.loads(1), deliveryDate: '2026-04-01' }],
      ['loads', { ...RESOURCES.loads(1), ownerId: '0'.repeat(24) }],
      ['drivers', { ...RESOURCES.drivers(1), email: 'nope' }],
      ['drivers', { ...RESOURCES.drivers(1), payRate: -1 }],
      ['trucks', { ...RESOURCES.trucks(1), make: 'tesla' }],
      ['trucks', { ...RESOURCES.trucks(1), year: 1800 }],
      ['trailers', { ...RESOURCES.trailers(1), model: 'tanker' }],
      ['trailers', { ...RESOURCES.trailers(1), status: { $ne: 1 } }],
    ];
    for (const [resource, body] of invalid) {
      const response = await agent.post(url(resource)).send(body).expect(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect(await count()).toEqual(before);
  });

  it('refuses a second load with the same number with a 409', async () => {
    const { agent } = await signedInCarrier(ctx);
    await agent.post(url('loads')).send(RESOURCES.loads(7)).expect(201);
    const again = await agent.post(url('loads')).send(RESOURCES.loads(7)).expect(409);
    expect(again.body.message).toBe('A load with number GEN-7 already exists');
  });

  it('updates a load and remembers its customer once in the address book', async () => {
    const { agent, id } = await signedInCarrier(ctx);
    const created = await agent.post(url('loads')).send(RESOURCES.loads(1)).expect(201);
    const updated = await agent
      .put(url('loads', created.body.id))
      .send({ ...RESOURCES.loads(1), customer: 'Customer 1', status: 'in_transit', rate: 1999.99 })
      .expect(200);
    expect(updated.body).toMatchObject({
      status: 'in_transit',
      rate: 1999.99,
      pickupDate: '2026-05-01',
    });
    const customers = scoped(TmsCustomerModel, id);
    expect(await customers.countDocuments({ customerName: 'Customer 1' })).toBe(1);
    const book = scoped(TmsAddressBookEntryModel, id);
    expect(await book.countDocuments({ company: 'Customer 1', entryType: 'customer' })).toBe(1);
  });

  it('computes the dashboard from the account’s own drivers, trips and invoices', async () => {
    const a = await signedInCarrier(ctx);
    const b = await signedInCarrier(ctx);
    const now = new Date();
    await scoped(TmsTripModel, a.id).insertMany([
      {
        tripNumber: 'TR-1',
        status: 'in_transit',
        revenue: 12000,
        totalMiles: 4000,
        completedAt: now,
      },
      {
        tripNumber: 'TR-2',
        status: 'completed',
        revenue: 500.5,
        totalMiles: 200,
        completedAt: now,
      },
      { tripNumber: 'TR-3', status: 'planned', revenue: 9999 },
    ]);
    await scoped(TmsInvoiceModel, a.id).insertMany([
      { invoiceNumber: 'INV-1', status: 'unpaid', totalAmount: 100 },
      { invoiceNumber: 'INV-2', status: 'paid', totalAmount: 100 },
    ]);
    await a.agent.post(url('drivers')).send(RESOURCES.drivers(1)).expect(201);
    const statsA = await a.agent.get('/api/fleetfolio/dashboard/stats').expect(200);
    expect(statsA.body).toEqual({
      totalDrivers: 3,
      activeTrips: 1,
      pendingInvoices: 1,
      totalRevenue: 12500.5,
      revenuePerMile: 2.98,
    });
    const activity = await a.agent.get('/api/fleetfolio/dashboard/activity').expect(200);
    expect(activity.body).toEqual([
      expect.objectContaining({ recordType: 'driver', summary: 'Created driver Driver Number1' }),
    ]);
    const statsB = await b.agent.get('/api/fleetfolio/dashboard/stats').expect(200);
    expect(statsB.body).toEqual({
      totalDrivers: 2,
      activeTrips: 0,
      pendingInvoices: 0,
      totalRevenue: 0,
      revenuePerMile: 0,
    });
  });
});

describe('ownerScope', () => {
  it('refuses filters or fields that try to set the owner', async () => {
    const owner = '0123456789abcdef01234567';
    await expect(scoped(TmsDriverModel, owner).find({ ownerId: 'x' })).rejects.toThrow(
      /owner scope/,
    );
    await expect(
      scoped(TmsDriverModel, owner).create({ firstName: 'A', ownerId: owner }),
    ).rejects.toThrow(/owner scope/);
    expect(() => scoped(TmsDriverModel, 'not-an-id')).toThrow(/ObjectId/);
  });

  it('reads records by their ids only from the owner’s, leaving malformed ids out', async () => {
    const a = await signedInCarrier(ctx);
    const b = await signedInCarrier(ctx);
    const [mine, theirs] = await Promise.all(
      [a, b].map(({ id }) => scoped(TmsDriverModel, id).create({ firstName: 'Dee' })),
    );
    const found = await scoped(TmsDriverModel, a.id).findByIds([
      mine!._id,
      String(theirs!._id),
      'not-an-id',
    ]);
    expect(found.map(({ _id }) => String(_id))).toEqual([String(mine!._id)]);
    expect(await scoped(TmsDriverModel, a.id).findByIds(['not-an-id'])).toEqual([]);
  });
});
