import Router from '@koa/router';
import Joi from 'joi';
import { Schema, model } from 'mongoose';
import { useTestDatabase } from '../test';
import { logger } from './logger';
import { parse } from './validate';

const probeSchema = new Schema(
  {
    name: { type: String, required: true },
    count: { type: Number, min: 0 },
    code: { type: String, unique: true, sparse: true },
  },
  { collection: 'test_probes' },
);
const ProbeModel = model('TestProbe', probeSchema);

const probeBody = Joi.object({
  name: Joi.string().trim().min(1).required(),
  count: Joi.number().integer().min(0).required(),
  nested: Joi.object({ value: Joi.string() }),
});

const router = new Router({ prefix: '/api/test-probe' });
router.post('/', async (ctx) => {
  const body = parse(probeBody, ctx.request.body);
  const probe = await ProbeModel.create({ name: body.name, count: body.count });
  ctx.status = 201;
  ctx.body = { id: String(probe._id) };
});
router.get('/', async (ctx) => {
  const name = parse(Joi.object({ name: Joi.string().required() }), ctx.query).name;
  ctx.body = await ProbeModel.find({ name }).lean();
});
router.post('/unchecked', async (ctx) => {
  // Deliberately unvalidated, so mongoose's own checks are what answers.
  const body = ctx.request.body as { count?: number; code?: string };
  const probe = await ProbeModel.create({ name: 'unchecked', count: body.count, code: body.code });
  ctx.status = 201;
  ctx.body = { id: String(probe._id) };
});
router.get('/boom', () => {
  throw new Error('secret detail: ProbeModel field passwordHash at /srv/app.ts:12');
});

const t = useTestDatabase({ extraRouters: [router] });

const post = (body: unknown) =>
  t
    .request()
    .post('/api/test-probe')
    .send(body as object);

describe('request bodies', () => {
  it('stores a valid body', async () => {
    const res = await post({ name: 'ok', count: 1 }).expect(201);
    expect(await ProbeModel.findById(res.body.id).lean()).toMatchObject({ name: 'ok', count: 1 });
  });

  it('answers 400 naming each bad field and stores nothing', async () => {
    const before = await ProbeModel.countDocuments();
    const res = await post({ name: '', count: 'many', extra: true }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['count', 'extra', 'name']);
    expect(res.body.message).toMatch(/name/);
    expect(await ProbeModel.countDocuments()).toBe(before);
  });

  it('refuses operator values and operator or prototype keys', async () => {
    const before = await ProbeModel.countDocuments();
    await post({ name: { $gt: '' }, count: 1 }).expect(400);
    const proto = await t
      .request()
      .post('/api/test-probe')
      .set('Content-Type', 'application/json')
      .send('{"name":"x","count":1,"nested":{"__proto__":{"admin":true}}}')
      .expect(400);
    expect(proto.body.message).toBe('Request body contains a forbidden key');
    expect(Object.keys(proto.body.errors)).toEqual(['__proto__']);
    const operatorKey = await post({ name: 'x', count: 1, nested: { $where: '1' } }).expect(400);
    expect(operatorKey.body.errors).toEqual({ 'nested.$where': 'is not allowed' });
    await post({ name: 'x', count: 1, nested: { constructor: { prototype: {} } } }).expect(400);
    expect(await ProbeModel.countDocuments()).toBe(before);
  });

  it('neutralises operator objects in query filters', async () => {
    await ProbeModel.create({ name: 'secret', count: 2 });
    const res = await t.request().get('/api/test-probe').query({ 'name[$ne]': 'x' }).expect(400);
    expect(res.body.errors).toHaveProperty(['name[$ne]']);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await t
      .request()
      .post('/api/test-probe')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(res.body).toEqual({ message: 'Invalid JSON body' });
  });

  it('answers 413 to an oversized JSON body and stores nothing', async () => {
    const before = await ProbeModel.countDocuments();
    const res = await post({ name: 'x'.repeat(200 * 1024), count: 1 }).expect(413);
    expect(res.body).toEqual({ message: 'Request body too large' });
    expect(await ProbeModel.countDocuments()).toBe(before);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const res = await t
      .request()
      .post('/api/test-probe')
      .set('Content-Type', 'text/plain')
      .send('name=x')
      .expect(415);
    expect(res.body.message).toBe('Request body must be JSON');
  });
});

describe('cross-site requests', () => {
  it('refuses a foreign Origin on unsafe methods', async () => {
    const before = await ProbeModel.countDocuments();
    await post({ name: 'x', count: 1 }).set('Origin', 'https://evil.example').expect(403);
    await post({ name: 'x', count: 1 }).set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(await ProbeModel.countDocuments()).toBe(before);
  });

  it('allows the site origin and requests without Origin', async () => {
    await post({ name: 'same', count: 1 }).set('Origin', 'http://localhost:3000').expect(201);
    await post({ name: 'tool', count: 1 }).expect(201);
  });

  it('lets foreign origins read', async () => {
    await t
      .request()
      .get('/api/test-probe?name=x')
      .set('Origin', 'https://evil.example')
      .expect(200);
  });
});

describe('answers', () => {
  it('hides internal errors behind the generic body and logs the real one', async () => {
    const logged = jest.spyOn(logger, 'error');
    const res = await t.request().get('/api/test-probe/boom').expect(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
    expect(res.text).not.toMatch(/secret|passwordHash|ProbeModel/);
    const [fields] = logged.mock.calls.at(-1) as unknown as [
      { err: Error; status: number; path: string },
    ];
    expect(fields).toMatchObject({ status: 500, path: '/api/test-probe/boom' });
    expect(fields.err.message).toMatch(/secret detail/);
    logged.mockRestore();
  });

  it('maps mongoose cast and validation errors to 400 and duplicate keys to 409', async () => {
    await ProbeModel.createIndexes();
    const before = await ProbeModel.countDocuments();
    expect(
      (await t.request().post('/api/test-probe/unchecked').send({ count: 'many' }).expect(400))
        .body,
    ).toEqual({
      message: 'Invalid value',
    });
    await t.request().post('/api/test-probe/unchecked').send({ count: -1 }).expect(400);
    expect(await ProbeModel.countDocuments()).toBe(before);
    await t.request().post('/api/test-probe/unchecked').send({ count: 1, code: 'A1' }).expect(201);
    const duplicate = await t
      .request()
      .post('/api/test-probe/unchecked')
      .send({ count: 1, code: 'A1' })
      .expect(409);
    expect(duplicate.body).toEqual({ message: 'Already exists' });
    expect(await ProbeModel.countDocuments({ code: 'A1' })).toBe(1);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await t.request().get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('sets security headers on every answer', async () => {
    for (const path of ['/api/health', '/api/nothing-here', '/api/test-probe/boom']) {
      const res = await t.request().get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\), .*geolocation=\(\)/);
    }
  });
});
