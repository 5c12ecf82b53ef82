/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import {
  createPageReads,
  embeddedReadsFor,
  pageReadsElement,
  scriptSafeJson,
} from './page-reads.mjs';

/**
 * A fake API: answers by path, records what it was asked with which If-None-Match.
 * @param {Record<string, Response | ((init: RequestInit) => Response | Promise<Response>)>} answers
 */
function fakeApi(answers) {
  /** @type {{ path: string, ifNoneMatch: string | undefined }[]} */
  const asked = [];
  /** @type {typeof globalThis.fetch} */
  const answerFor = async (url, init) => {
    const path = new URL(String(url)).pathname;
    asked.push({ path, ifNoneMatch: new Headers(init?.headers).get('If-None-Match') ?? undefined });
    const answer = answers[path];
    if (typeof answer === 'function') return answer(init ?? {});
    if (!answer) return new Response('{"message":"nope"}', { status: 500 });
    return answer;
  };
  const fetch = jest.fn(answerFor);
  return { fetch, asked };
}

const json = (body, headers = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Cache-Control': 'public, max-age=0, stale-while-revalidate=150', ...headers },
  });

describe('embeddedReadsFor', () => {
  it('gives every page the company settings and / the landing reads', () => {
    expect(embeddedReadsFor('/tracking')).toEqual(['/api/company-settings']);
    expect(embeddedReadsFor('/')).toEqual([
      '/api/company-settings',
      '/api/fleet/stats',
      '/api/services',
      '/api/testimonials',
      '/api/blog/posts',
    ]);
  });
});

describe('scriptSafeJson', () => {
  it('leaves nothing that closes the element or reads as markup, and parses back', () => {
    const value = { text: '</script><!-- & \u2028 \u2029' };
    const safe = scriptSafeJson(value);
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(value);
    expect(pageReadsElement({})).toBe('');
  });
});

// A fake answering at once must win the page's wait even on a busy machine; a slow one never
// answers until the test lets it, so its wait always runs out.
const NO_RUSH_MS = 60_000;
const SLOW_API_MS = 1_000;

describe('createPageReads', () => {
  it('revalidates its copy with the ETag on each page, and shows a change at once', async () => {
    let version = 'v1';
    const api = fakeApi({
      '/api/company-settings': (init) =>
        new Headers(init.headers).get('If-None-Match') === `"${version}"`
          ? new Response(null, {
              status: 304,
              headers: { 'Cache-Control': 'public, max-age=0, stale-while-revalidate=150' },
            })
          : json({ phone: version }, { ETag: `"${version}"` }),
    });
    const reads = createPageReads({
      apiUrl: 'http://api.test',
      fetch: api.fetch,
      waitMs: NO_RUSH_MS,
    });
    expect(await reads('/tracking')).toEqual({ '/api/company-settings': { phone: 'v1' } });
    expect(await reads('/tracking')).toEqual({ '/api/company-settings': { phone: 'v1' } });
    version = 'v2';
    expect(await reads('/tracking')).toEqual({ '/api/company-settings': { phone: 'v2' } });
    expect(api.asked).toEqual([
      { path: '/api/company-settings', ifNoneMatch: undefined },
      { path: '/api/company-settings', ifNoneMatch: '"v1"' },
      { path: '/api/company-settings', ifNoneMatch: '"v1"' },
    ]);
  });

  it('uses its copy without asking within max-age', async () => {
    const api = fakeApi({
      '/api/company-settings': () =>
        json({ phone: '1' }, { 'Cache-Control': 'public, max-age=60', ETag: '"a"' }),
    });
    let time = 0;
    const reads = createPageReads({
      apiUrl: 'http://api.test',
      fetch: api.fetch,
      now: () => time,
      waitMs: NO_RUSH_MS,
    });
    await reads('/a');
    time = 59_000;
    await reads('/b');
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('stands in a copy within stale-while-revalidate while the API is slow, renewed once it answers', async () => {
    let answer = () => {};
    let slow = false;
    let time = 0;
    const api = fakeApi({
      '/api/company-settings': () =>
        slow
          ? new Promise((resolve) => {
              answer = () => resolve(json({ phone: '2' }, { ETag: '"2"' }));
            })
          : json({ phone: '1' }, { ETag: '"1"' }),
    });
    const reads = createPageReads({
      apiUrl: 'http://api.test',
      fetch: api.fetch,
      now: () => time,
      waitMs: SLOW_API_MS,
    });
    await reads('/a');
    slow = true;
    time = 100_000;
    expect(await reads('/a')).toEqual({ '/api/company-settings': { phone: '1' } });
    answer();
    expect(await reads('/a')).toEqual({ '/api/company-settings': { phone: '2' } });
    time = 200_000; // the late answer renewed the copy at 100 s
    expect(await reads('/a')).toEqual({ '/api/company-settings': { phone: '2' } });
    time = 500_000; // past stale-while-revalidate: no stand-in
    expect(await reads('/a')).toEqual({});
  });

  it('embeds a bodiless answer as null and leaves out a failed one', async () => {
    const api = fakeApi({
      '/api/company-settings': new Response(null, { status: 204 }),
      '/api/fleet/stats': json({ totalLoads: 1 }),
      '/api/services': json([]),
      '/api/testimonials': json([]),
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reads = await createPageReads({
      apiUrl: 'http://api.test',
      fetch: api.fetch,
      waitMs: NO_RUSH_MS,
    })('/');
    expect(reads).toEqual({
      '/api/company-settings': null,
      '/api/fleet/stats': { totalLoads: 1 },
      '/api/services': [],
      '/api/testimonials': [],
    });
    error.mockRestore();
  });

  it('does not hold the page for a slow API: the page goes without, the next one has it', async () => {
    let answer = () => {};
    const api = fakeApi({
      '/api/company-settings': () =>
        new Promise((resolve) => {
          answer = () => resolve(json({ phone: '2' }));
        }),
    });
    const reads = createPageReads({
      apiUrl: 'http://api.test',
      fetch: api.fetch,
      waitMs: SLOW_API_MS,
    });
    expect(await reads('/tracking')).toEqual({});
    answer();
    expect(await reads('/tracking')).toEqual({ '/api/company-settings': { phone: '2' } });
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing the API marks private, and asks once for pages asking at the same time', async () => {
    const api = fakeApi({
      '/api/company-settings': () => json({ phone: '3' }, { 'Cache-Control': 'private' }),
    });
    const reads = createPageReads({
      apiUrl: 'http://api.test',
      fetch: api.fetch,
      waitMs: NO_RUSH_MS,
    });
    await Promise.all([reads('/a'), reads('/b')]);
    expect(api.fetch).toHaveBeenCalledTimes(1);
    await reads('/c');
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it('asks the API instances in turn, passing over one that cannot be reached', async () => {
    /** @type {string[]} */
    const hosts = [];
    /** @type {typeof globalThis.fetch} */
    const fetchFn = async (url) => {
      const { host } = new URL(String(url));
      hosts.push(host);
      if (host === 'api-2.test') throw new TypeError('fetch failed');
      return json({ phone: host }, { 'Cache-Control': 'private' });
    };
    const reads = createPageReads({
      apiUrl: [new URL('http://api-1.test'), new URL('http://api-2.test')],
      fetch: fetchFn,
      waitMs: NO_RUSH_MS,
    });
    for (let page = 0; page < 4; page += 1)
      expect(await reads('/tracking')).toEqual({
        '/api/company-settings': { phone: 'api-1.test' },
      });
    expect(hosts).toEqual([
      'api-2.test',
      'api-1.test',
      'api-1.test',
      'api-2.test',
      'api-1.test',
      'api-1.test',
    ]);
  });
});
