import type { Layer } from '@koa/router';
import { TmsActivityModel } from '../../../db/models/tms';
import { policyOf } from '../../../http/routePolicy';
import { useTestDatabase } from '../../../test';
import { fleetfolioRoutes } from '..';
import { signedInCarrier, signedInMember } from '../test/carrierAccounts';
import { ACTIVITY_RULES } from './catalog';

const t = useTestDatabase();

const driver = (name: string) => ({
  name,
  license: 'CDL-1',
  phone: '555-0100',
  email: 'd@example.com',
  payRate: 0.6,
});
const truck = { unit: 'LOG-1', year: 2020, make: 'volvo', model: 'VNL 860' };
const today = () => new Date().toISOString().slice(0, 10);

describe('activity log', () => {
  it('has a rule for every write a signed-in member can make', () => {
    const writes = fleetfolioRoutes(t.deps)
      .flatMap((router) => router.stack as Layer[])
      .filter((layer) => !policyOf(layer).open)
      .flatMap((layer) =>
        layer.methods
          .filter((method) => !['GET', 'HEAD'].includes(method))
          .map((method) => `${method} ${String(layer.path)}`),
      );
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((write) => !ACTIVITY_RULES[write])).toEqual([]);
  });

  it('records who changed which record; the owner filters it by member, record and day', async () => {
    const owner = await signedInCarrier(t);
    const dispatcher = await signedInMember(t, owner, 'dispatcher');
    const created = await owner.agent.post('/api/fleetfolio/drivers').send(driver('Ann Lee'));
    await dispatcher.agent.post('/api/fleetfolio/trucks').send(truck).expect(201);
    // A driver's pay is the owner's: a dispatcher's form has none.
    const { payRate, ...withoutPay } = driver('Ann Lee-Park');
    void payRate;
    await dispatcher.agent
      .put(`/api/fleetfolio/drivers/${created.body.id}`)
      .send(withoutPay)
      .expect(200);
    // A refused write is not logged.
    await dispatcher.agent.post('/api/fleetfolio/trucks').send({ unit: '' }).expect(400);

    const all = await owner.agent.get('/api/fleetfolio/activity').expect(200);
    expect(all.body.entries.map((line: { summary: string }) => line.summary)).toEqual([
      'Updated driver Ann Lee-Park',
      'Created truck LOG-1',
      'Created driver Ann Lee',
    ]);
    expect(all.body.entries[0]).toMatchObject({
      actorId: dispatcher.id,
      actorRole: 'dispatcher',
      recordType: 'driver',
      recordId: created.body.id,
    });
    expect(await TmsActivityModel.countDocuments({ ownerId: owner.id })).toBe(3);

    const bySam = await owner.agent
      .get(`/api/fleetfolio/activity?actorId=${dispatcher.id}&recordType=driver`)
      .expect(200);
    expect(bySam.body.entries.map((line: { summary: string }) => line.summary)).toEqual([
      'Updated driver Ann Lee-Park',
    ]);
    const onDay = await owner.agent
      .get(`/api/fleetfolio/activity?from=${today()}&to=${today()}`)
      .expect(200);
    expect(onDay.body.entries).toHaveLength(3);
    const later = await owner.agent.get('/api/fleetfolio/activity?from=2999-01-01').expect(200);
    expect(later.body.entries).toEqual([]);

    const first = await owner.agent.get('/api/fleetfolio/activity?limit=2').expect(200);
    expect(first.body.entries).toHaveLength(2);
    const rest = await owner.agent
      .get(`/api/fleetfolio/activity?limit=2&before=${first.body.nextBefore}`)
      .expect(200);
    expect(rest.body).toEqual({
      entries: [expect.objectContaining({ summary: 'Created driver Ann Lee' })],
      nextBefore: null,
    });
  });

  it("refuses a bad filter with 400, and shows one carrier nothing of another's", async () => {
    const owner = await signedInCarrier(t);
    await owner.agent.post('/api/fleetfolio/drivers').send(driver('Ann Lee')).expect(201);
    for (const query of ['from=03/01/2026', 'recordType=planet', 'actorId=1', 'sort=at']) {
      const refused = await owner.agent.get(`/api/fleetfolio/activity?${query}`).expect(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    const other = await signedInCarrier(t);
    const theirs = await other.agent.get('/api/fleetfolio/activity').expect(200);
    expect(theirs.body).toEqual({ entries: [], nextBefore: null });
    const recent = await other.agent.get('/api/fleetfolio/dashboard/activity').expect(200);
    expect(recent.body).toEqual([]);
  });
});
