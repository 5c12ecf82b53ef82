// The budgets of issue 9 checked against one run's figures, the machine-readable copy
// (results/latest.json, the one before kept as results/previous.json) and the deltas between them.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KB = 1024;

function lighthouseBudgets(lighthouse) {
  const rows = lighthouse?.results ?? [];
  const all = (test) => rows.filter((row) => !test(row)).map((row) => `${row.route} ${row.preset}`);
  const mobile = rows.filter((row) => row.preset === 'mobile');
  const perfMisses = mobile
    .filter((row) => row.scores.performance < (row.signedIn ? 90 : 95))
    .map((row) => `${row.route} ${row.scores.performance}`);
  return [
    ['Lighthouse mobile performance ≥ 95 public, ≥ 90 signed in', perfMisses],
    ['Lighthouse accessibility ≥ 95 on every route', all((row) => row.scores.accessibility >= 95)],
    ['Lighthouse best practices ≥ 95', all((row) => row.scores['best-practices'] >= 95)],
    ['Lighthouse SEO ≥ 95 on public routes', all((row) => row.signedIn || row.scores.seo >= 95)],
    ['CLS ≤ 0.05 everywhere', all((row) => row.metrics.cls <= 0.05)],
  ].map(([name, misses]) => ({ name, met: rows.length > 0 && misses.length === 0, misses }));
}

function landingBudgets(pages) {
  const landing = pages?.find((page) => page.route === '/');
  if (!landing) return [];
  const otherEntries = landing.remoteEntries.filter((name) => name !== 'mf_marketing');
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
      name: 'Each shared library once on /',
      met: landing.duplicatedModules.length === 0,
      misses: landing.duplicatedModules.map((item) => item.name),
    },
    {
      name: '≤ 3 sequential round trips before the landing content renders',
      met: landing.chain.length <= 3,
      misses: [`${landing.chain.length}: ${landing.chain.join(' → ')}`],
    },
  ];
}

function switchBudget(switches) {
  if (!switches) return [];
  const misses = switches
    .filter((item) => !(item.warmMs <= 150))
    .map((item) => `${item.link} ${item.warmMs.toFixed(0)} ms`);
  return [{ name: 'Area switch warm ≤ 150 ms', met: misses.length === 0, misses }];
}

function apiBudgets(api) {
  if (!api) return [];
  const landingMisses = api.endpoints
    .filter((item) => item.landing && (item.ratioToBare < 0.6 || item.errors > 0))
    .map((item) => `${item.name} ${(item.ratioToBare * 100).toFixed(0)} % ${item.errors} errors`);
  const p99Misses = api.endpoints
    .filter((item) => !(item.p99Ms <= 50) || item.errors > 0)
    .map((item) => `${item.name} p99 ${item.p99Ms.toFixed(1)} ms ${item.errors} errors`);
  return [
    {
      name: 'Landing reads ≥ 60 % of bare Koa, 0 errors',
      met: !landingMisses.length,
      misses: landingMisses,
    },
    {
      name: 'Every endpoint p99 ≤ 50 ms at 100 connections, 0 errors',
      met: !p99Misses.length,
      misses: p99Misses,
    },
  ];
}

export function checkBudgets(results) {
  return [
    ...lighthouseBudgets(results.lighthouse),
    ...landingBudgets(results.pages),
    ...switchBudget(results.areaSwitch),
    ...apiBudgets(results.api),
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
  }
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
