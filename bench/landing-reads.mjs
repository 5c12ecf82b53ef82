// What the landing page's data costs a visitor: the /api requests `/` makes before its first
// contentful paint (the page comes with its reads, so none), how a repeat visit revalidates
// (every file or read it had is served from cache or answered 304, nothing is downloaded again),
// and that the pages exempt from the SEO budget (a secret review link, the staff sign-in) tell
// crawlers not to index them.
import { areaReady, launchChromium, routeContext } from './page-loads.mjs';

const isApi = (url) => new URL(url).pathname.startsWith('/api/');

/** /api requests started before first contentful paint, and after it until the network is idle. */
async function firstVisit(browser, siteUrl) {
  const context = await routeContext(browser, siteUrl, null, {
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(new URL('/', siteUrl).href);
  await page.locator('#main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    api: performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: entry.name, startMs: entry.startTime })),
  }));
  await context.close();
  const api = timing.api.filter((entry) => isApi(entry.url));
  return {
    fcpMs: timing.fcpMs,
    apiBeforeFcp: api.filter((entry) => entry.startMs < timing.fcpMs).map((entry) => entry.url),
    apiAfterFcp: api.filter((entry) => entry.startMs >= timing.fcpMs).map((entry) => entry.url),
  };
}

/** How a request was answered: from the cache, 304 on the wire, its status, or still pending. */
function classed({ url, cached, wireStatus, status }) {
  if (cached) return { url, how: 'cache' };
  const onWire = wireStatus ?? status;
  return { url, how: onWire === undefined ? 'pending' : String(onWire) };
}

/**
 * Visits `/` twice in one tab: on the second visit each response is classed as from the cache,
 * revalidated (304 on the wire) or downloaded (200 on the wire).
 */
async function repeatVisit(browser, siteUrl) {
  const context = await routeContext(browser, siteUrl, null);
  const page = await context.newPage();
  // The shell loads its field-vitals collector when the browser is first idle, which can be
  // after the network went quiet: the first visit waits for it, as a visitor's tab would.
  const collector = page.waitForEvent('requestfinished', {
    predicate: (request) => request.url().includes('/field-vitals.'),
    timeout: 15_000,
  });
  await page.goto(new URL('/', siteUrl).href);
  await page.waitForLoadState('networkidle');
  await collector;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Each request's events, kept whatever their order: a response's extra info (its status on
  // the wire) can come before the request's own event.
  const requests = new Map();
  const of = (requestId) => {
    if (!requests.has(requestId)) requests.set(requestId, {});
    return requests.get(requestId);
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    // Only reads: the field-vitals beacon the first page sends as it unloads is no download.
    if (request.method === 'GET') of(requestId).url = request.url;
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    of(requestId).cached = true;
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    of(requestId).wireStatus = statusCode;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = of(requestId);
    entry.status = response.status;
    if (response.fromDiskCache || response.fromMemoryCache) entry.cached = true;
  });
  await page.goto(new URL('/', siteUrl).href);
  await page.waitForLoadState('networkidle');
  await context.close();
  // A preload and the fetch that takes its answer over are two requests for one response.
  const rank = { cache: 0, 304: 1, pending: 3 };
  const byUrl = new Map();
  for (const entry of [...requests.values()].filter(({ url }) => url).map(classed)) {
    if (entry.url.startsWith('data:')) continue;
    const known = byUrl.get(entry.url);
    if (!known || (rank[entry.how] ?? 2) < (rank[known.how] ?? 2)) byUrl.set(entry.url, entry);
  }
  const entries = [...byUrl.values()];
  const count = (how) => entries.filter((entry) => entry.how === how).length;
  return {
    requests: entries.length,
    fromCache: count('cache'),
    revalidated: count('304'),
    downloaded: entries
      .filter((entry) => !['cache', '304'].includes(entry.how))
      .map((entry) => `${entry.how} ${entry.url.replace(/^https?:\/\/[^/]+/, '')}`),
  };
}

/** The robots meta tag of each page exempt from the SEO budget, once its area has set it. */
async function exemptRobots(browser, siteUrl, sessions) {
  const results = [];
  for (const path of [`/review/${sessions.reviewToken}`, '/admin-login']) {
    const context = await routeContext(browser, siteUrl, null);
    const page = await context.newPage();
    await page.goto(new URL(path, siteUrl).href);
    await page.locator('#main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await areaReady(page);
    await page.waitForLoadState('networkidle');
    const robots = await page.evaluate(
      () => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
    );
    results.push({
      route: path.startsWith('/review/') ? '/review/<token>' : path,
      robots,
      noindex: /\bnoindex\b/.test(robots),
    });
    await context.close();
  }
  return results;
}

export async function landingReads(siteUrl, sessions) {
  const browser = await launchChromium();
  try {
    return {
      firstVisit: await firstVisit(browser, siteUrl),
      repeatVisit: await repeatVisit(browser, siteUrl),
      exempt: await exemptRobots(browser, siteUrl, sessions),
    };
  } finally {
    await browser.close();
  }
}

export function printLandingReads({ firstVisit: first, repeatVisit: repeat, exempt }) {
  console.log('\nLanding reads (the page comes with its data) and pages kept out of search');
  console.log(
    `  / first visit: FCP ${first.fcpMs.toFixed(0)} ms, /api requests before it: ${first.apiBeforeFcp.length}, after it: ${first.apiAfterFcp.length}`,
  );
  for (const url of [...first.apiBeforeFcp, ...first.apiAfterFcp]) console.log(`      ${url}`);
  console.log(
    `  / repeat visit: ${repeat.requests} requests, ${repeat.fromCache} from cache, ${repeat.revalidated} revalidated (304), ${repeat.downloaded.length} downloaded`,
  );
  for (const entry of repeat.downloaded) console.log(`      downloaded: ${entry}`);
  for (const page of exempt)
    console.log(
      `  ${page.route.padEnd(16)} robots "${page.robots}"${page.noindex ? '' : '  (indexable!)'}`,
    );
}
