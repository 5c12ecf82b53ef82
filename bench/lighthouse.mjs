// Lighthouse (12.8.2, the last release that runs cleanly on Node 20) on every route, mobile
// and desktop presets, in Debian's Chromium; the median of BENCH_LIGHTHOUSE_RUNS runs (3).
// Signed-in routes get their session cookie in Chrome's cookie jar, which Lighthouse's storage
// reset keeps. Given as an extra Cookie header instead, it lost to the cookies the jar had
// kept from the run before: every signed-in route after the first was measured signed out.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { benchRoutes, siteCookies } from './page-loads.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
};

export function lighthouseRuns() {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  return Number.isInteger(runs) && runs > 0 ? runs : 3;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Scores ×100 and metric values of one report, plus the audits that failed or errored. */
function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN]),
  );
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit.scoreDisplayMode === 'error' ||
          (audit.scoreDisplayMode === 'binary' && audit.score === 0),
      )
      .map((audit) => `${id}: ${audit.id}${audit.scoreDisplayMode === 'error' ? ' (error)' : ''}`),
  );
  const opportunities = ['render-blocking-resources', 'unused-javascript', 'bootup-time']
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.id}: ${audit.displayValue ?? ''}`.trim());
  return { scores, metrics, failing, opportunities };
}

/** A run that ends in a Lighthouse runtime error (e.g. NO_NAVSTART on a busy machine) is retried. */
const ATTEMPTS = 3;

/** Leaves exactly the route's session cookie (or none) in the browser's cookie jar. */
async function useSession(port, url, cookie) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [jar] = browser.contexts();
    if (!jar) throw new Error('the browser has no default context');
    await jar.clearCookies();
    if (cookie) await jar.addCookies(siteCookies(cookie, url));
  } finally {
    await browser.close();
  }
}

async function runOnce(port, url, preset, cookie, attempt = 1) {
  await useSession(port, url, cookie);
  /** @type {import('lighthouse').Flags} */
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError && attempt < ATTEMPTS)
    return runOnce(port, url, preset, cookie, attempt + 1);
  return summarise(result.lhr);
}

async function medianOf(port, url, preset, cookie, runs) {
  const reports = [];
  for (let run = 0; run < runs; run += 1) reports.push(await runOnce(port, url, preset, cookie));
  const pick = (group, key) => median(reports.map((report) => report[group][key]));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick('scores', id)])),
    metrics: Object.fromEntries(Object.keys(METRICS).map((key) => [key, pick('metrics', key)])),
    failing: [...new Set(reports.flatMap((report) => report.failing))],
    opportunities: reports[reports.length - 1]?.opportunities,
  };
}

/**
 * @param {string} siteUrl @param {Awaited<ReturnType<import('./sessions.mjs').createSessions>>} sessions
 * @param {{ routes?: ReturnType<typeof benchRoutes>, presets?: string[] }} [options]
 */
export async function lighthouseScores(siteUrl, sessions, { routes, presets } = {}) {
  const runs = lighthouseRuns();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results = [];
    for (const route of routes ?? benchRoutes(sessions))
      for (const preset of presets ?? ['mobile', 'desktop']) {
        const cookie = route.session ? sessions[route.session] : undefined;
        const url = new URL(route.path, siteUrl).href;
        const summary = await medianOf(chrome.port, url, preset, cookie, runs);
        results.push({ route: route.name, signedIn: Boolean(route.session), preset, ...summary });
      }
    return { runs, results };
  } finally {
    chrome.kill();
  }
}

const ms = (value) => `${Math.round(value)} ms`.padStart(8);

export function printLighthouse({ runs, results }) {
  const note = process.env.BENCH_LIGHTHOUSE_RUNS
    ? `BENCH_LIGHTHOUSE_RUNS=${runs}`
    : `default ${runs}`;
  console.log(`\nLighthouse 12.8.2, median of ${runs} run(s) (${note}); perf/a11y/best/SEO`);
  for (const result of results) {
    const { scores: s, metrics: m } = result;
    console.log(
      `  ${result.route.padEnd(16)} ${result.preset.padEnd(7)} ${[s.performance, s.accessibility, s['best-practices'], s.seo].map((v) => String(v).padStart(3)).join(' ')}  LCP${ms(m.lcpMs)} TBT${ms(m.tbtMs)} CLS ${m.cls.toFixed(3)} FCP${ms(m.fcpMs)} SI${ms(m.speedIndexMs)}`,
    );
    for (const item of [...result.failing, ...result.opportunities])
      console.log(`  ${''.padEnd(24)} ${item}`);
  }
}
