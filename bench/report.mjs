// The budgets (issues 9 and 20) checked against one run's figures, the machine-readable copy
// (results/latest.json, the one before kept as results/previous.json) and the deltas between them.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LATENCY_OBJECTIVE_MS } from './api-capacity.mjs';
import { FEDERATION_RUNTIME_PACKAGES } from './page-loads.mjs';
import { MIN_TARGET_PX, viewFits } from './phone-fit.mjs';

const KB = 1024;
/**
 * Pages kept out of search on purpose (a secret one-time link, the staff sign-in), which must
 * carry noindex. Signed-in views are not scored: no crawler can sign in to see them.
 */
const SEO_EXEMPT = ['/review/<token>', '/admin-login'];
/** How far below the sticky header an in-page link may leave its section's top. */
const LANDING_SLACK_PX = 40;
const VISIT_CLS = 0.02;
const INP_MS = 100;
const CAPACITY_RATIO = 0.7;
const CLOSED_LOOP_MAX_MS = 1000;
const FEDERATION_RUNTIME_KB = 6;

function lighthouseBudgets(lighthouse) {
  // Not run (BENCH_ONLY): nothing to decide, as for the other budgets.
  if (!lighthouse) return [];
  const rows = lighthouse.results ?? [];
  const all = (test) => rows.filter((row) => !test(row)).map((row) => `${row.route} ${row.preset}`);
  const mobile = rows.filter((row) => row.preset === 'mobile');
  const perfMisses = mobile
    .filter((row) => row.scores.performance < (row.signedIn ? 90 : 95))
    .map((row) => `${row.route} ${row.scores.performance}`);
  return [
    ['Lighthouse mobile performance ≥ 95 public, ≥ 90 signed in', perfMisses],
    ['Lighthouse accessibility ≥ 95 on every route', all((row) => row.scores.accessibility >= 95)],
    ['Lighthouse best practices ≥ 95', all((row) => row.scores['best-practices'] >= 95)],
    [
      'Lighthouse SEO ≥ 95 on indexable routes (/review/<token>, /admin-login exempt; signed-in views not crawlable)',
      all((row) => row.signedIn || SEO_EXEMPT.includes(row.route) || row.scores.seo >= 95),
    ],
    ['CLS ≤ 0.05 everywhere', all((row) => row.metrics.cls <= 0.05)],
  ].map(([name, misses]) => ({ name, met: rows.length > 0 && misses.length === 0, misses }));
}

function landingBudgets(pages) {
  const landing = pages?.find((page) => page.route === '/');
  if (!landing) return [];
  const otherEntries = landing.remoteEntries.filter((name) => name !== 'mf_marketing');
  const twice = pages.flatMap((page) => [
    ...page.duplicatedModules
      .filter((item) => !FEDERATION_RUNTIME_PACKAGES.includes(item.name))
      .map((item) => `${page.route}: ${item.name}`),
    // A script whose map is missing could hide a second copy: not seen is not met.
    ...page.unmappedScripts.map((script) => `${page.route}: no source map for ${script}`),
  ]);
  const runtimes = pages.flatMap((page) =>
    page.federationRuntime.filter((item) => item.isRemote).map((item) => ({ page, item })),
  );
  const heavyRuntimes = runtimes
    .filter(({ item }) => item.gzipBytes > FEDERATION_RUNTIME_KB * KB)
    .map(
      ({ page, item }) => `${page.route} ${item.package} ${(item.gzipBytes / KB).toFixed(1)} kB`,
    );
  return [
    {
      name: 'First load of / ≤ 250 KB gzip of JS',
      met: landing.jsGzipBytes <= 250 * KB,
      misses: [`${(landing.jsGzipBytes / KB).toFixed(1)} kB`],
    },
    {
      name: 'No other area’s entry fetched on /',
      met: otherEntries.length === 0,
      misses: otherEntries,
    },
    {
      name: 'Each library once per page (the federation bundler runtime apart)',
      met: twice.length === 0,
      misses: twice,
    },
    {
      name: `Federation bundler runtime ≤ ${FEDERATION_RUNTIME_KB} kB gzip per loaded remote`,
      // No remote's runtime found at all means the maps were not read: not met.
      met: runtimes.length > 0 && heavyRuntimes.length === 0,
      misses: runtimes.length > 0 ? heavyRuntimes : ['no federation runtime found in any remote'],
    },
    {
      name: '≤ 3 sequential round trips before the landing content renders',
      met: landing.chain.length <= 3,
      misses: [`${landing.chain.length}: ${landing.chain.join(' → ')}`],
    },
  ];
}

function readsBudgets(reads) {
  if (!reads) return [];
  const indexable = reads.exempt.filter((page) => !page.noindex).map((page) => page.route);
  return [
    {
      name: '/ makes 0 /api requests before first contentful paint',
      met: reads.firstVisit.apiBeforeFcp.length === 0,
      misses: reads.firstVisit.apiBeforeFcp,
    },
    {
      name: 'A repeat visit of / revalidates (cache or 304), downloads nothing again',
      met: reads.repeatVisit.downloaded.length === 0,
      misses: reads.repeatVisit.downloaded,
    },
    {
      name: 'Pages exempt from SEO carry noindex',
      met: indexable.length === 0,
      misses: indexable,
    },
  ];
}

function visitBudgets(visit) {
  if (!visit) return [];
  const shaky = visit.visits
    .filter((item) => !(item.cls <= VISIT_CLS))
    .map((item) => `${item.route} ${item.width} px CLS ${item.cls.toFixed(3)}`);
  const landedUnderHeader = (top, link) =>
    top >= link.headerHeight - 1 && top <= link.headerHeight + LANDING_SLACK_PX;
  const moved = visit.links
    .filter(
      (link) =>
        !landedUnderHeader(link.landedTop, link) ||
        Math.abs(link.settledTop - link.landedTop) > 1 ||
        !(link.cls <= VISIT_CLS),
    )
    .map(
      (link) =>
        `${link.link} ${link.width} px: top ${link.landedTop.toFixed(0)} → ${link.settledTop.toFixed(0)} px under a ${link.headerHeight.toFixed(0)} px header, CLS ${link.cls.toFixed(3)}`,
    );
  return [
    {
      name: `Whole-visit CLS ≤ ${VISIT_CLS} on every route at 375, 768, 1280 px`,
      met: !shaky.length,
      misses: shaky,
    },
    {
      name: `In-page links (/#contact, /#careers) land under the header (≤ ${LANDING_SLACK_PX} px below) and stay`,
      met: !moved.length,
      misses: moved,
    },
  ];
}

function phoneBudgets(phones) {
  if (!phones) return [];
  const misfits = phones
    .filter((view) => !viewFits(view))
    .map((view) => (view.error ? `${view.view}: ${view.error}` : view.view));
  // A target too small, or squeezed so that a word of its label breaks.
  const badTargets = (item) => [...item.smallTargets, ...(item.squeezed ?? [])];
  const small = phones
    .filter((view) => !view.error && view.widths.some((item) => badTargets(item).length))
    .map((view) => `${view.view}: ${[...new Set(view.widths.flatMap(badTargets))].join('; ')}`);
  return [
    {
      name: 'Phones: no route, tab or dialog wider than 320-414 px',
      met: !misfits.length,
      misses: misfits,
    },
    {
      name: `Phones: tap targets ≥ ${MIN_TARGET_PX} × ${MIN_TARGET_PX} px, none squeezed`,
      met: !small.length,
      misses: small,
    },
  ];
}

function interactionBudget(results) {
  if (!results) return [];
  const slow = results
    .filter((item) => !(item.inpMs <= INP_MS) || item.interactions === 0)
    .map((item) =>
      item.interactions === 0
        ? `${item.name}: no interaction recorded`
        : `${item.name}: ${Math.round(item.inpMs)} ms`,
    );
  return [{ name: `INP ≤ ${INP_MS} ms with the CPU slowed 4×`, met: !slow.length, misses: slow }];
}

function switchBudget(switches) {
  if (!switches) return [];
  const misses = switches
    .filter((item) => !(item.warmMs <= 150))
    .map((item) => `${item.link} ${item.warmMs.toFixed(0)} ms`);
  return [{ name: 'Area switch warm ≤ 150 ms', met: misses.length === 0, misses }];
}

function apiBudgets(api, capacity) {
  const budgets = [];
  if (api) {
    const slow = api.endpoints
      .filter((item) => !item.landing && (!(item.maxMs <= CLOSED_LOOP_MAX_MS) || item.errors > 0))
      .map(
        (item) =>
          `${item.name} max ${item.maxMs.toFixed(0)} ms ${item.errors} errors${item.reference ? ` (its queries in Koa + mongoose: max ${item.reference.maxMs.toFixed(0)} ms)` : ''}`,
      );
    budgets.push({
      name: `Database endpoints: no request over ${CLOSED_LOOP_MAX_MS / 1000} s at 100 connections (closed loop), 0 errors`,
      met: !slow.length,
      misses: slow,
    });
  }
  if (capacity) {
    const short = capacity.endpoints
      .filter((item) => !(item.ratio >= CAPACITY_RATIO))
      .map(
        (item) =>
          `${item.name} ${item.capacity} / ${item.referenceCapacity} req/s (${(item.ratio * 100).toFixed(0)} %)`,
      );
    budgets.push({
      name: `Database endpoints: capacity at p99 ≤ ${LATENCY_OBJECTIVE_MS} ms ≥ ${CAPACITY_RATIO * 100} % of Koa + mongoose (open loop)`,
      met: !short.length,
      misses: short,
    });
  }
  return budgets;
}

export function checkBudgets(results) {
  return [
    ...lighthouseBudgets(results.lighthouse),
    ...landingBudgets(results.pages),
    ...readsBudgets(results.reads),
    ...switchBudget(results.areaSwitch),
    ...visitBudgets(results.visit),
    ...phoneBudgets(results.phones),
    ...interactionBudget(results.interactions),
    ...apiBudgets(results.api, results.capacity),
  ];
}

export function printBudgets(budgets) {
  console.log('\nBudgets');
  for (const budget of budgets) {
    console.log(`  ${budget.met ? 'MET    ' : 'MISSED '} ${budget.name}`);
    if (!budget.met) for (const miss of budget.misses) console.log(`          ${miss}`);
  }
}

/** Flat key → number view of the figures worth comparing between two runs. */
function keyFigures(results) {
  const figures = {};
  for (const page of results.pages ?? []) {
    figures[`page ${page.route} JS gzip kB`] = page.jsGzipBytes / KB;
    figures[`page ${page.route} requests`] = page.requests;
    figures[`page ${page.route} chain`] = page.chain.length;
  }
  for (const row of results.lighthouse?.results ?? []) {
    const key = `lighthouse ${row.route} ${row.preset}`;
    figures[`${key} performance`] = row.scores.performance;
    figures[`${key} LCP ms`] = row.metrics.lcpMs;
    figures[`${key} TBT ms`] = row.metrics.tbtMs;
    figures[`${key} CLS`] = row.metrics.cls;
  }
  for (const item of results.areaSwitch ?? []) {
    figures[`switch ${item.link} cold ms`] = item.coldMs;
    figures[`switch ${item.link} warm ms`] = item.warmMs;
  }
  for (const item of results.api?.endpoints ?? []) {
    figures[`api ${item.name} req/s`] = item.requestsPerSecond;
    figures[`api ${item.name} p99 ms`] = item.p99Ms;
    figures[`api ${item.name} max ms`] = item.maxMs;
  }
  for (const item of results.capacity?.endpoints ?? [])
    figures[`capacity ${item.name} % of reference`] = item.ratio * 100;
  for (const item of results.visit?.visits ?? [])
    figures[`visit CLS ${item.route} ${item.width}`] = item.cls;
  for (const item of results.interactions ?? []) figures[`INP ${item.name} ms`] = item.inpMs;
  if (results.api?.apiMemory)
    figures['api peak memory MB'] = results.api.apiMemory.peakRssBytes / 2 ** 20;
  return figures;
}

export function printDeltas(latest, previous) {
  if (!previous) {
    console.log('\nDeltas: no previous run in bench/results/previous.json');
    return;
  }
  console.log(`\nDeltas against the previous run (${previous.startedAt})`);
  const before = keyFigures(previous);
  for (const [key, value] of Object.entries(keyFigures(latest))) {
    const old = before[key];
    if (old === undefined || !Number.isFinite(value) || !Number.isFinite(old)) continue;
    const delta = value - old;
    const percent = old ? ` (${delta >= 0 ? '+' : ''}${((delta / old) * 100).toFixed(0)} %)` : '';
    console.log(
      `  ${key.padEnd(58)} ${old.toFixed(1).padStart(9)} → ${value.toFixed(1).padStart(9)}${percent}`,
    );
  }
}

/** Keeps the last run as previous.json, writes this one as latest.json; returns the previous. */
export async function saveResults(resultsDir, results) {
  const latest = path.join(resultsDir, 'latest.json');
  const previousPath = path.join(resultsDir, 'previous.json');
  const previous = await readFile(latest, 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => null);
  if (previous) await rename(latest, previousPath);
  await writeFile(latest, `${JSON.stringify(results, null, 2)}\n`);
  return previous;
}
