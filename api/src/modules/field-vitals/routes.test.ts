import mongoose from 'mongoose';
import { WebVitalModel } from '../../db/models/web_vitals';
import { useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { recordBeacon } from './testing';
import { utcDay } from './service';

const t = useTestDatabase();
const BEACON_TYPE = 'text/plain;charset=UTF-8';

const sendBeacon = (body: string, type = BEACON_TYPE) =>
  t.request().post('/api/field-vitals').set('Content-Type', type).send(body);

beforeEach(async () => {
  await WebVitalModel.deleteMany({});
  await mongoose.connection.collection('rate_limits').deleteMany({});
});

describe('POST /api/field-vitals', () => {
  it('counts an accepted beacon in its route and day, by bucket', async () => {
    await sendBeacon(
      JSON.stringify({ route: '/review/:token', lcp: 2401.3, inp: 96, cls: 0.1 }),
    ).expect(204);
    const stored = await WebVitalModel.find({}, { _id: 0 }).sort({ metric: 1 }).lean();
    const day = utcDay(new Date());
    expect(stored).toEqual([
      { day, route: '/review/:token', metric: 'cls', bucket: 100, count: 1 },
      { day, route: '/review/:token', metric: 'inp', bucket: 20, count: 1 },
      { day, route: '/review/:token', metric: 'lcp', bucket: 241, count: 1 },
    ]);
    await sendBeacon(JSON.stringify({ route: '/review/:token', lcp: 2405 })).expect(204);
    expect(await WebVitalModel.findOne({ metric: 'lcp' }).lean()).toMatchObject({ count: 2 });
  });

  it.each([
    ['a raw path with a token', { route: '/review/3f9a0c', lcp: 1000 }],
    ['an unknown route', { route: '/wp-admin', lcp: 1000 }],
    ['no figure', { route: '/' }],
    ['a negative value', { route: '/', lcp: -1 }],
    ['a string value', { route: '/', cls: 'high' }],
    ['an unknown key', { route: '/', lcp: 1000, email: 'a@b.c' }],
    ['a prototype key', '{"route":"/","lcp":1,"__proto__":{"x":1}}'],
    ['an operator key', '{"route":"/","lcp":1,"$where":"1"}'],
    ['a list', [{ route: '/', lcp: 1000 }]],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    await sendBeacon(typeof body === 'string' ? body : JSON.stringify(body)).expect(400);
    expect(await WebVitalModel.countDocuments()).toBe(0);
  });

  it('refuses a body that is not JSON with 400', async () => {
    await sendBeacon('lcp=1000').expect(400);
    await sendBeacon('').expect(400);
    expect(await WebVitalModel.countDocuments()).toBe(0);
  });

  it('refuses a beacon over 1 kB with 413 and stores nothing', async () => {
    const huge = JSON.stringify({ route: '/', lcp: 1000, pad: 'x'.repeat(2000) });
    await sendBeacon(huge).expect(413);
    expect(await WebVitalModel.countDocuments()).toBe(0);
  });

  it('reads only what sendBeacon sends: JSON, forms and other charsets get 415', async () => {
    const body = JSON.stringify({ route: '/', lcp: 1000 });
    await t.request().post('/api/field-vitals').send({ route: '/', lcp: 1000 }).expect(415);
    await sendBeacon(body, 'application/x-www-form-urlencoded').expect(415);
    await sendBeacon(body, 'text/plain;charset=ISO-8859-1').expect(415);
    await sendBeacon(body, 'text/plain').expect(204);
    expect(await WebVitalModel.countDocuments()).toBe(1);
  });

  it('refuses a beacon from another site with 403', async () => {
    await sendBeacon(JSON.stringify({ route: '/', lcp: 1000 }))
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(await WebVitalModel.countDocuments()).toBe(0);
  });

  it('answers a flood from one address with 429 and stores nothing more', async () => {
    const body = JSON.stringify({ route: '/', lcp: 1000 });
    const statuses: number[] = [];
    for (let beacon = 0; beacon < 32; beacon += 1) statuses.push((await sendBeacon(body)).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const refused = await sendBeacon(body);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await WebVitalModel.findOne().lean()).toMatchObject({ count: 30 });
  });
});

describe('GET /api/admin/field-vitals', () => {
  it('is for staff only', async () => {
    await t.request().get('/api/admin/field-vitals').expect(401);
  });

  it('answers p75 per route for the chosen period from known samples', async () => {
    const today = new Date();
    const daysAgo = (days: number) => new Date(today.getTime() - days * 24 * 60 * 60 * 1000);
    // LCP on /: 1..10 s; nearest-rank p75 of 10 samples is the 8th: 8000 ms.
    for (let second = 1; second <= 10; second += 1) {
      await recordBeacon({ route: '/', lcp: second * 1000 - 3 }, second <= 5 ? today : daysAgo(3));
    }
    // INP on / : 40, 120, 260, 900 ms: the 3rd of 4, 260 ms (a 5 ms bucket edge).
    for (const inp of [40, 120, 258, 900]) await recordBeacon({ route: '/', inp }, today);
    // CLS on /trip-planner: 0.3 from 0.1 + 0.2 lands on its edge, not 0.301.
    for (const cls of [0, 0.05, 0.1 + 0.2, 0.4]) {
      await recordBeacon({ route: '/trip-planner', cls }, today);
    }
    // Ten days ago: in the 28-day view only.
    await recordBeacon({ route: '/tracking', lcp: 5000 }, daysAgo(10));

    const agent = await signedInAdmin(t);
    const week = (await agent.get('/api/admin/field-vitals?days=7').expect(200)).body;
    expect(week.days).toBe(7);
    expect(week.to).toBe(today.toISOString().slice(0, 10));
    expect(week.from).toBe(daysAgo(6).toISOString().slice(0, 10));
    expect(week.routes).toEqual([
      {
        route: '/',
        lcp: { p75: 8000, samples: 10 },
        inp: { p75: 260, samples: 4 },
        cls: null,
      },
      { route: '/trip-planner', lcp: null, inp: null, cls: { p75: 0.3, samples: 4 } },
    ]);
    const month = (await agent.get('/api/admin/field-vitals?days=28').expect(200)).body;
    expect(month.routes.map((row: { route: string }) => row.route)).toEqual([
      '/',
      '/trip-planner',
      '/tracking',
    ]);
    expect(month.routes[2].lcp).toEqual({ p75: 5000, samples: 1 });
    await agent.get('/api/admin/field-vitals?days=3').expect(400);
    await agent.get('/api/admin/field-vitals?route=/').expect(400);
  });

  it('keeps each day for 30 days (TTL index)', async () => {
    const indexes = await WebVitalModel.collection.indexes();
    expect(indexes.find((index) => index.expireAfterSeconds !== undefined)).toMatchObject({
      key: { day: 1 },
      expireAfterSeconds: 30 * 24 * 60 * 60,
    });
  });
});
