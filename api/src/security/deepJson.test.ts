import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '../http/bodyPolicy';
import { useTestDatabase } from '../test';
import {
  Tally,
  agentFor,
  apiRoutes,
  buildWorld,
  concretePath,
  report,
  send,
  type World,
} from './support';

const t = useTestDatabase();
let world: World;
beforeAll(async () => {
  world = await buildWorld(t);
});

const TOO_DEEP = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** `[[[...]]]` or `{"a":{"a":...}}` nested `depth` levels, as raw JSON text. */
function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const post = (path: string, body: string) =>
  t.request().post(path).set('Content-Type', 'application/json').send(body);

describe('deeply nested JSON bodies', () => {
  it('answer 400 naming the depth rule, from 5,000 levels to the size limit', async () => {
    // 100 kB of "[" and "]" is just over 51,000 levels; of {"a": and } just over 17,000.
    const cases: Array<[number, 'array' | 'object']> = [
      [MAX_JSON_DEPTH + 1, 'array'],
      [MAX_JSON_DEPTH + 1, 'object'],
      [5_000, 'array'],
      [5_000, 'object'],
      [17_000, 'object'],
      [51_000, 'array'],
    ];
    for (const [depth, kind] of cases) {
      const res = await post('/api/quotes', nested(depth, kind));
      expect([depth, kind, res.status, res.body]).toEqual([
        depth,
        kind,
        400,
        { message: TOO_DEEP },
      ]);
    }
    const deepest = await post('/api/quotes', nested(MAX_JSON_DEPTH, 'object'));
    expect(deepest.status).toBe(400);
    expect(deepest.body.message).not.toBe(TOO_DEEP);
  });

  it('refuse a deep value under a valid key, an operator key at its bottom', async () => {
    const body = `{"companyName":${'['.repeat(8_000)}{"$where":1}${']'.repeat(8_000)}}`;
    const res = await post('/api/quotes', body);
    expect([res.status, res.body]).toEqual([400, { message: TOO_DEEP }]);
  });

  it('never get a 5xx on any JSON write, signed in, for generated bodies under the size limit', async () => {
    const writes = apiRoutes(t.app).filter(
      // Sign-out ends the agents' sessions, which the other routes need.
      (route) => route.method !== 'GET' && route.body === 'json' && !route.path.endsWith('/logout'),
    );
    const tally = new Tally();
    const failures: string[] = [];
    const cases = fc.sample(
      fc.tuple(
        fc.constantFrom(...writes),
        fc.oneof(
          fc.json({ depthSize: 'large' }),
          fc
            .record({
              depth: fc.integer({ min: 1, max: 50_000 }),
              kind: fc.constantFrom<'array' | 'object'>('array', 'object'),
            })
            .map(({ depth, kind }) =>
              nested(kind === 'object' ? Math.min(depth, 17_000) : depth, kind),
            ),
        ),
      ),
      { numRuns: 200, seed: 19 },
    );
    for (const [route, body] of cases) {
      const agent = agentFor(t, world, route.kind);
      const res = await send(agent, route.method, concretePath(route.path, world.params))
        .set('Content-Type', 'application/json')
        .send(body);
      tally.add(res, `${route.method} ${route.path}`);
      if (res.status >= 500) {
        failures.push(`${route.method} ${route.path} (${body.length} chars) -> ${res.status}`);
      }
    }
    report('generated JSON bodies (deep and arbitrary) on JSON writes', tally.summary());
    expect(failures).toEqual([]);
    expect(tally.leaks).toEqual([]);
  });
});
