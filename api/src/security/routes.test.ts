import type supertest from 'supertest';
import { useTestDatabase } from '../test';
import {
  PUBLIC_PREFIXED,
  Tally,
  agentFor,
  apiRoutes,
  buildWorld,
  changedCollections,
  concretePath,
  databaseDigest,
  isWrite,
  report,
  routeKey,
  send,
  type ApiRoute,
  type World,
} from './support';

const t = useTestDatabase();
let world: World;
let routes: ApiRoute[] = [];
let writes: ApiRoute[] = [];
const tally = new Tally();

beforeAll(async () => {
  routes = apiRoutes(t.app);
  writes = routes.filter(isWrite);
  world = await buildWorld(t);
}, 60_000);

afterAll(() => {
  report('routes: answers of this file', tally.summary(), ...tally.leaks);
});

const cookieHeader = (response: supertest.Response) =>
  ((response.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Fresh sign-ins of each kind, as raw Cookie headers. */
async function sessionCookies() {
  const admin = await t
    .request()
    .post('/api/admin/login')
    .send({ username: 'staff', password: 'correct horse battery' })
    .expect(200);
  const client = await t
    .request()
    .post('/api/client-portal/login')
    .send({ email: world.clientEmails[0], password: 'a long password' })
    .expect(200);
  const carrier = await t
    .request()
    .post('/api/fleetfolio/login')
    .send({ email: world.carrierEmails[0], password: 'correct horse battery' })
    .expect(200);
  return {
    admin: cookieHeader(admin),
    client: cookieHeader(client),
    carrier: cookieHeader(carrier),
  };
}

/** The same signed value under another kind's cookie name. */
const renamed = (cookies: string, from: string, to: string) => cookies.replaceAll(from, to);

describe('authorisation of every private route', () => {
  it("answers 401 without the route's session and with every other kind's session", async () => {
    const cookies = await sessionCookies();
    const privateRoutes = routes.filter((r) => r.kind && !PUBLIC_PREFIXED.has(routeKey(r)));
    const wrong: string[] = [];
    for (const route of privateRoutes) {
      const kind = route.kind as 'admin' | 'client' | 'carrier';
      const others = (['admin', 'client', 'carrier'] as const).filter((k) => k !== kind);
      const path = concretePath(route.path);
      const attempts: Array<[string, string | undefined]> = [
        ['none', undefined],
        ['other kinds', others.map((k) => cookies[k]).join('; ')],
        ...others.map((k): [string, string] => [
          `${k} cookie renamed`,
          renamed(cookies[k], `${k}_sid`, `${kind}_sid`),
        ]),
      ];
      for (const [label, cookie] of attempts) {
        const request = send(t.request(), route.method, path);
        const response = tally.add(await (cookie ? request.set('Cookie', cookie) : request), path);
        if (response.status !== 401)
          wrong.push(`${routeKey(route)} (${label}) -> ${response.status}`);
      }
    }
    report(
      'authorisation',
      `${privateRoutes.length} private routes x 4 attempts (no session, other kinds' sessions, each other kind's cookie renamed)`,
      `${wrong.length} answered other than 401`,
    );
    expect(wrong).toEqual([]);
    expect(privateRoutes.length).toBeGreaterThan(80);
  });

  it('lists as public only routes that answer without a session', () => {
    const known = new Set(routes.map(routeKey));
    expect([...PUBLIC_PREFIXED].filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('cross-site writes', () => {
  it('refuses a foreign Origin or Sec-Fetch-Site: cross-site on every write, changing nothing', async () => {
    const before = await databaseDigest();
    const wrong: string[] = [];
    for (const route of writes) {
      const path = concretePath(route.path, world.params);
      const agent = agentFor(t, world, route.kind);
      const foreign = tally.add(
        await send(agent, route.method, path).set('Origin', 'https://evil.example').send({}),
        path,
      );
      const crossSite = tally.add(
        await send(agent, route.method, path).set('Sec-Fetch-Site', 'cross-site').send({}),
        path,
      );
      if (foreign.status !== 403) wrong.push(`${routeKey(route)} Origin -> ${foreign.status}`);
      if (crossSite.status !== 403)
        wrong.push(`${routeKey(route)} Sec-Fetch-Site -> ${crossSite.status}`);
    }
    const changed = changedCollections(before, await databaseDigest());
    report(
      'cross-site writes',
      `${writes.length} write routes x 2 (foreign Origin, Sec-Fetch-Site: cross-site)`,
      `${wrong.length} not refused with 403; collections changed: ${changed.length}`,
    );
    expect(wrong).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('answers 415 to text/plain, form and XML bodies where JSON is expected, changing nothing', async () => {
    const before = await databaseDigest();
    const wrong: string[] = [];
    let tried = 0;
    for (const route of writes) {
      const path = concretePath(route.path, world.params);
      if (route.body === 'raw') continue;
      const agent = agentFor(t, world, route.kind);
      for (const [type, body] of [
        ['text/plain', '{"email":"a@b.c"}'],
        ['application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
        ['application/xml', '<a>1</a>'],
      ]) {
        tried += 1;
        const response = tally.add(
          await send(agent, route.method, path)
            .set('Content-Type', type as string)
            .send(body),
          path,
        );
        if (response.status !== 415) wrong.push(`${routeKey(route)} ${type} -> ${response.status}`);
      }
    }
    const changed = changedCollections(before, await databaseDigest());
    report(
      'content types',
      `${tried} requests with text/plain, form or XML bodies (raw upload routes excepted: ${writes.filter((r) => r.body === 'raw').length})`,
      `${wrong.length} not 415; collections changed: ${changed.length}`,
    );
    expect(wrong).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('answers 413 to a JSON body over the limit on every write route, changing nothing', async () => {
    const before = await databaseDigest();
    const big = { notes: 'x'.repeat(150 * 1024) };
    const wrong: string[] = [];
    let tried = 0;
    for (const route of writes) {
      const path = concretePath(route.path, world.params);
      tried += 1;
      const response = tally.add(
        await send(agentFor(t, world, route.kind), route.method, path).send(big),
        path,
      );
      if (response.status !== 413) wrong.push(`${routeKey(route)} -> ${response.status}`);
    }
    const changed = changedCollections(before, await databaseDigest());
    report(
      'body limit',
      `${tried} JSON bodies of 150 KiB`,
      `${wrong.length} not 413; collections changed: ${changed.length}`,
    );
    expect(wrong).toEqual([]);
    expect(changed).toEqual([]);
  });
});

function headerProblems(response: supertest.Response): string[] {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const problems: string[] = [];
  const objectNone =
    /object-src 'none'/.test(csp) || (/default-src 'none'/.test(csp) && !/object-src/.test(csp));
  if (!objectNone) problems.push('object-src');
  if (!/base-uri 'none'/.test(csp)) problems.push('base-uri');
  if (!/frame-ancestors/.test(csp)) problems.push('frame-ancestors');
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('nosniff');
  if (!response.headers['referrer-policy']) problems.push('referrer-policy');
  if (!response.headers['cross-origin-opener-policy']) problems.push('coop');
  if (!/camera=\(\)/.test(String(response.headers['permissions-policy'] ?? ''))) {
    problems.push('permissions-policy');
  }
  return problems;
}

describe('reads', () => {
  it('crawls every GET route as each kind and as a visitor: nothing changes, every answer has the security headers', async () => {
    const before = await databaseDigest();
    const missing: string[] = [];
    const serverErrors: string[] = [];
    let tried = 0;
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const agent of [t.request(), world.admin, world.clients[0], world.carriers[0]]) {
        for (const path of [concretePath(route.path, world.params), concretePath(route.path)]) {
          tried += 1;
          const response = tally.add(await agent.get(path), path);
          const problems = headerProblems(response);
          if (problems.length) missing.push(`${path} ${response.status}: ${problems}`);
          if (response.status >= 500) serverErrors.push(`${path} -> ${response.status}`);
        }
      }
    }
    const changed = changedCollections(before, await databaseDigest());
    report(
      'GET crawl',
      `${tried} GET requests over ${routes.filter((r) => r.method === 'GET').length} routes`,
      `collections changed: ${changed.length ? changed : 0}; answers missing a security header: ${missing.length}; 5xx: ${serverErrors.length}`,
    );
    expect(changed).toEqual([]);
    expect(missing).toEqual([]);
    expect(serverErrors).toEqual([]);
  });

  it('no error answer of this file names the database, a model, a field class, a stack or a path', () => {
    expect(tally.leaks).toEqual([]);
    expect(tally.errorBodies).toBeGreaterThan(500);
  });
});
