import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type Joi from 'joi';
import mongoose from 'mongoose';
import { parse } from '../http/validate';
import { useTestDatabase } from '../test';
import {
  Tally,
  agentFor,
  apiRoutes,
  buildWorld,
  concretePath,
  report,
  routeKey,
  send,
  type ApiRoute,
  type World,
} from './support';

/** Records which joi schema each route validates its body and query with. */
const parseCalls: Array<{ schema: Joi.Schema; value: unknown }> = [];
jest.mock('../http/validate', () => {
  const actual = jest.requireActual<typeof import('../http/validate')>('../http/validate');
  return {
    ...actual,
    parse: (schema: Joi.Schema, value: unknown) => {
      parseCalls.push({ schema, value });
      return actual.parse(schema, value);
    },
  };
});

const t = useTestDatabase();
// Each test sends thousands of requests: minutes on 2 busy cores. The limit only catches a hang.
jest.setTimeout(600_000);
const tally = new Tally();
let world: World;
const PROBE = 'zzprobe';
const PROTO_PLACEHOLDER = 'zz_proto_placeholder';
const ALLOWED = new Set([200, 201, 204, 400, 401, 403, 404, 409, 413, 415, 429]);
const SIGN_INS = new Set([
  'POST /api/admin/login',
  'POST /api/client-portal/login',
  'POST /api/fleetfolio/login',
]);

/** 30+ values an attacker puts in a JSON field. */
const HOSTILE: unknown[] = [
  { $ne: null },
  { $ne: '' },
  { $gt: '' },
  { $gte: 0 },
  { $regex: '.*' },
  { $regex: '^a', $options: 'i' },
  { $where: 'sleep(1000) || true' },
  { $expr: { $eq: [1, 1] } },
  { $nor: [{ a: 1 }] },
  { $or: [{}, { a: 1 }] },
  { $in: ['admin', 'x'] },
  { $nin: [] },
  { $exists: true },
  { $elemMatch: {} },
  { a: { b: { c: { d: { $ne: 1 } } } } },
  [{ $ne: null }],
  ['a', 'b'],
  [],
  {},
  { [PROTO_PLACEHOLDER]: { isAdmin: true } },
  { constructor: { prototype: { isAdmin: true } } },
  { toString: 'x', valueOf: 1 },
  null,
  true,
  0,
  -1,
  1e308,
  '9'.repeat(400),
  'x'.repeat(1024 * 1024),
  "' OR '1'='1",
  '"; db.dropDatabase(); //',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '\ud800',
  '{{7*7}}${7*7}',
  '0123456789abcdef01234567',
  'constructor.prototype',
  '__proto__',
];

type Description = {
  type?: string;
  flags?: { presence?: string; only?: boolean; default?: unknown };
  allow?: unknown[];
  rules?: Array<{ name: string; args?: Record<string, unknown> }>;
  keys?: Record<string, Description>;
  items?: Description[];
  matches?: Array<{ schema?: Description; then?: Description }>;
};

const ruleArg = (d: Description, name: string) => d.rules?.find((rule) => rule.name === name)?.args;

/** A plausible value for a described joi schema (valid for most simple rules). */
function sample(d: Description): unknown {
  const allowed = d.allow?.filter((v) => v !== null && v !== '');
  if (allowed?.length && d.flags?.only) return allowed[0];
  switch (d.type) {
    case 'string': {
      if (ruleArg(d, 'email')) return 'probe@example.com';
      if (ruleArg(d, 'hex') || ruleArg(d, 'length')?.limit === 24)
        return '0123456789abcdef01234567';
      if (ruleArg(d, 'isoDate')) return '2026-12-01';
      const min = Number(ruleArg(d, 'min')?.limit ?? 1);
      return 'Probe value'.padEnd(Math.max(min, 11), 'x');
    }
    case 'number':
      return Math.max(Number(ruleArg(d, 'min')?.limit ?? 1), 1);
    case 'boolean':
      return true;
    case 'date':
      return '2026-12-01';
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(d.keys ?? {}).map(([key, value]) => [key, sample(value)]),
      );
    case 'alternatives':
      return sample(d.matches?.[0]?.schema ?? d.matches?.[0]?.then ?? {});
    default:
      return 'probe';
  }
}

interface Target {
  route: ApiRoute;
  path: string;
  body?: Joi.Schema;
  query?: Joi.Schema;
}

const hasProbe = (value: unknown) =>
  typeof value === 'object' && value !== null && PROBE in (value as object);

/** Sends each route a probe key and notes the schemas its handler validates with. */
async function discoverSchemas(): Promise<Target[]> {
  const targets: Target[] = [];
  for (const route of apiRoutes(t.app)) {
    const path = concretePath(route.path, world.params);
    if (route.method !== 'GET' && route.body !== 'json') continue;
    parseCalls.length = 0;
    const agent = agentFor(t, world, route.kind);
    const request = send(agent, route.method, `${path}?${PROBE}=1`);
    await (route.method === 'GET' ? request : request.send({ [PROBE]: 1 }));
    const body = parseCalls.find((call) => hasProbe(call.value) && route.method !== 'GET');
    const query = parseCalls.find((call) => hasProbe(call.value) && call !== body);
    targets.push({ route, path, body: body?.schema, query: query?.schema });
  }
  return targets;
}

const fieldsOf = (schema: Joi.Schema | undefined) =>
  Object.keys((schema?.describe() as Description | undefined)?.keys ?? {});

function serialise(body: Record<string, unknown>): string {
  return JSON.stringify(body).replaceAll(`"${PROTO_PLACEHOLDER}"`, '"__proto__"');
}

async function clearLimiters() {
  await Promise.all(
    ['sign_in_failures', 'registration_attempts'].map((name) =>
      mongoose.connection.collection(name).deleteMany({}),
    ),
  );
}

/** Everything the second client and the second carrier own, fingerprinted. */
async function otherAccountsDigest(): Promise<string> {
  const db = mongoose.connection;
  const carrier = await db.collection('tms_users').findOne({ email: world.carrierEmails[1] });
  const parts: unknown[] = [];
  for (const { name } of await db.db!.listCollections().toArray()) {
    if (name.startsWith('tms_') && name !== 'tms_users') {
      parts.push(
        await db.collection(name).find({ ownerId: carrier?._id }).sort({ _id: 1 }).toArray(),
      );
    }
  }
  parts.push(carrier);
  parts.push(await db.collection('client_portal_users').findOne({ email: world.clientEmails[1] }));
  parts.push(
    await db.collection('shipments').find({ customerEmail: world.clientEmails[1] }).toArray(),
  );
  parts.push(
    await db.collection('quote_requests').find({ email: world.clientEmails[1] }).toArray(),
  );
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

let targets: Target[] = [];

beforeAll(async () => {
  world = await buildWorld(t);
  targets = await discoverSchemas();
});

afterAll(() =>
  report('injection: answers of this file', tally.summary(), ...tally.leaks.slice(0, 20)),
);

describe('hostile JSON values in every field of every route', () => {
  it('never bypasses a sign-in, never answers 5xx, never touches another account', async () => {
    const otherBefore = await otherAccountsDigest();
    const secrets = [world.clientEmails[1], world.carrierEmails[1]];
    const wrong: string[] = [];
    const bypasses: string[] = [];
    const exposures: string[] = [];
    let fields = 0;
    let validSamples = 0;
    for (const target of targets.filter((x) => x.body)) {
      const schema = target.body as Joi.Schema;
      const base = sample(schema.describe() as Description) as Record<string, unknown>;
      if (!schema.validate(base).error) validSamples += 1;
      const agent = agentFor(t, world, target.route.kind);
      for (const field of fieldsOf(schema)) {
        fields += 1;
        for (const value of HOSTILE) {
          if (SIGN_INS.has(routeKey(target.route)) || target.route.path.endsWith('/register')) {
            await clearLimiters();
          }
          const response = tally.add(
            await send(agent, target.route.method, target.path)
              .set('Content-Type', 'application/json')
              .send(serialise({ ...base, [field]: value })),
            `${routeKey(target.route)} ${field}`,
          );
          const label = `${routeKey(target.route)} ${field}=${JSON.stringify(value)?.slice(0, 40)} -> ${response.status}`;
          if (!ALLOWED.has(response.status)) wrong.push(`${label} ${response.text.slice(0, 200)}`);
          if (SIGN_INS.has(routeKey(target.route)) && response.status < 300) bypasses.push(label);
          if (secrets.some((secret) => response.text.includes(secret))) exposures.push(label);
        }
      }
    }
    const otherAfter = await otherAccountsDigest();
    const withBody = targets.filter((x) => x.body).length;
    report(
      'injection (hostile values)',
      `${withBody} routes with a JSON body schema (${validSamples} with a generated valid base body), ${fields} fields x ${HOSTILE.length} hostile values`,
      tally.summary(),
      `answers outside 2xx/400/401/403/404/409/413/415/429: ${wrong.length}; sign-in bypasses: ${bypasses.length}; other accounts' data shown: ${exposures.length}; other accounts' documents changed: ${otherBefore === otherAfter ? 0 : 'YES'}`,
      `routes without a discovered body schema: ${
        targets
          .filter((x) => !x.body && x.route.method !== 'GET')
          .map((x) => routeKey(x.route))
          .join(', ') || 'none'
      }`,
      ...wrong.slice(0, 20),
    );
    expect(wrong).toEqual([]);
    expect(bypasses).toEqual([]);
    expect(exposures).toEqual([]);
    expect(otherAfter).toBe(otherBefore);
    expect(tally.leaks).toEqual([]);
    expect(fields).toBeGreaterThan(100);
  });

  it('hostile query strings on every GET route answer 2xx or 4xx', async () => {
    const queries = [
      'a[$ne]=1',
      'a[$regex]=.*',
      '__proto__[x]=1',
      'constructor[prototype][x]=1',
      'q[]=1&q[]=2',
      `q=${'x'.repeat(5000)}`,
    ];
    const wrong: string[] = [];
    let tried = 0;
    for (const target of targets.filter((x) => x.route.method === 'GET')) {
      const names = fieldsOf(target.query);
      const agent = agentFor(t, world, target.route.kind);
      for (const query of queries) {
        for (const name of names.length ? names : ['q']) {
          tried += 1;
          const response = tally.add(
            await agent.get(`${target.path}?${query.replace(/^a|^q/, name)}`),
            target.path,
          );
          if (!ALLOWED.has(response.status))
            wrong.push(`${target.path}?${query.slice(0, 30)} -> ${response.status}`);
        }
      }
    }
    report(
      'injection (query strings)',
      `${tried} GET requests with operator, prototype, array and long query values`,
      `answers outside the allowed set: ${wrong.length}`,
    );
    expect(wrong).toEqual([]);
  });
});

describe('property: arbitrary JSON in each field', () => {
  it('each route schema answers a value or a validation error for 1,000 arbitrary values per field, and the app never 5xx', async () => {
    const RUNS = 1000;
    const HTTP_RUNS = 10;
    let schemaRuns = 0;
    let rejected = 0;
    let fields = 0;
    const unexpected: string[] = [];
    const httpTally = new Tally();
    for (const target of targets.filter((x) => x.body)) {
      const schema = target.body as Joi.Schema;
      const base = sample(schema.describe() as Description) as Record<string, unknown>;
      const agent = agentFor(t, world, target.route.kind);
      for (const field of fieldsOf(schema)) {
        fields += 1;
        fc.assert(
          fc.property(fc.jsonValue(), (value) => {
            schemaRuns += 1;
            try {
              const parsed = parse(schema, { ...base, [field]: value }) as Record<string, unknown>;
              const text = JSON.stringify(parsed) ?? '';
              if (/"\$\w+":/.test(text))
                unexpected.push(`${routeKey(target.route)} ${field} kept an operator key`);
            } catch (error) {
              // parse answers 400 itself when joi throws on a value (e.g. {"valueOf": 0} as a date).
              const { isJoi, status } = error as { isJoi?: boolean; status?: number };
              if (!isJoi && status !== 400) {
                unexpected.push(`${routeKey(target.route)} ${field}: ${(error as Error).message}`);
              }
              rejected += 1;
            }
          }),
          { numRuns: RUNS },
        );
        if (SIGN_INS.has(routeKey(target.route)) || target.route.path.endsWith('/register'))
          continue;
        const samples = fc.sample(fc.jsonValue(), HTTP_RUNS);
        for (const value of samples) {
          const response = httpTally.add(
            await send(agent, target.route.method, target.path).send({ ...base, [field]: value }),
            `${routeKey(target.route)} ${field}`,
          );
          if (response.status >= 500)
            unexpected.push(`${routeKey(target.route)} ${field} -> ${response.status}`);
        }
      }
    }
    report(
      'property-based (fast-check jsonValue)',
      `${fields} fields: ${schemaRuns} schema runs (${RUNS} per field), ${rejected} rejected as 400, ${schemaRuns - rejected} accepted`,
      `through the app (${HTTP_RUNS} per field, sign-in and registration excepted): ${httpTally.summary()}`,
      `unexpected (non-validation errors, operator keys kept, 5xx): ${unexpected.length}`,
      ...unexpected.slice(0, 10),
    );
    expect(unexpected).toEqual([]);
    expect(httpTally.count((s) => s >= 500)).toBe(0);
    expect(httpTally.leaks).toEqual([]);
  });
});
