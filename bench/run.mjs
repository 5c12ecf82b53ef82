#!/usr/bin/env node
// `npm run bench`: starts the production-built site (as `npm start` does, on free ports,
// with a throw-away database) or uses BENCH_URL, runs each benchmark and prints figures.
// Results are also written to bench/results/ (ignored by git).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeStackPorts, startStack } from '../scripts/lib/stack.mjs';
import { bundleBytes, printBundleBytes } from './bundle-bytes.mjs';
import { apiCapacity, printApiCapacity } from './api-capacity.mjs';
import { apiLoad, printApiLoad } from './api-load.mjs';
import { areaSwitch, printAreaSwitch } from './area-switch.mjs';
import { lighthouseScores, printLighthouse } from './lighthouse.mjs';
import {
  ADMIN_QUOTES_STORED,
  interactions,
  listInteractions,
  printInteractions,
  storeQuotes,
} from './interactions.mjs';
import { landingReads, printLandingReads } from './landing-reads.mjs';
import { benchRoutes, pageLoads, printPageLoads } from './page-loads.mjs';
import { phoneFit, printPhoneFit } from './phone-fit.mjs';
import { createLongNamedRecords } from './site-data.mjs';
import { printWholeVisit, wholeVisit } from './whole-visit.mjs';
import { checkBudgets, printBudgets, printDeltas, saveResults } from './report.mjs';
import { createSessions } from './sessions.mjs';
import { openMailbox } from './site-api.mjs';
import { loadSoak } from './load-soak.mjs';
import {
  LIST_RECORDS_STORED,
  adminLists,
  printAdminLists,
  storeListRecords,
} from './admin-lists.mjs';
import { fleetLists, printFleetLists, storeFleetRows } from './fleet-lists.mjs';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

async function withSite(run) {
  if (process.env.BENCH_URL)
    return run(
      process.env.BENCH_URL,
      process.env.BENCH_API_URL ?? process.env.BENCH_URL,
      process.env.BENCH_MONGODB_URI
        ? {
            mongoUri: process.env.BENCH_MONGODB_URI,
            database: process.env.BENCH_DATABASE ?? 'freight',
          }
        : null,
    );
  const dbPath = await mkdtemp(path.join(os.tmpdir(), 'freight-bench-'));
  const logDir = path.join(resultsDir, 'logs');
  await mkdir(logDir, { recursive: true });
  const stack = await startStack({
    dbPath,
    database: 'bench',
    ports: await freeStackPorts(),
    // As behind the shell's proxy in production: the client address comes from X-Forwarded-For.
    apiEnv: { TRUST_PROXY_HOPS: '1' },
    write: () => {},
    // The services write their own logs: this process also runs the load generator.
    logDir,
  });
  try {
    return await run(stack.url, stack.apiUrl, {
      mongoUri: stack.mongoUri,
      database: stack.database,
    });
  } finally {
    await stack.stop();
    await rm(dbPath, { recursive: true, force: true });
  }
}

/**
 * BENCH_ONLY=pages,reads,switch,visit,phones,lighthouse,inp,api,capacity,lists,soak runs some
 * benchmarks (results/partial.json).
 */
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name) => !only || only.includes(name);

await withSite(async (siteUrl, apiUrl, mongo) => {
  if (!mongo)
    throw new Error(
      'BENCH_URL needs BENCH_MONGODB_URI: the benchmark sessions open links the site mails, read from its database',
    );
  const mailbox = await openMailbox(mongo);
  try {
    await benchmark(siteUrl, apiUrl, mongo, mailbox);
  } finally {
    await mailbox.close();
  }
});

/**
 * Waits (at most 15 s) until the shell's page server embeds the landing page's reads. Just
 * started, it serves / before it has them, and that page hints them instead (`rel="preload"`);
 * the app's reads then revalidate in the background (stale-while-revalidate), requests Chromium
 * never reports finished to Playwright: waiting for `networkidle` timed out.
 */
async function untilLandingReadsEmbedded(siteUrl) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const page = await (await fetch(siteUrl)).text();
    if (!/<link rel="preload" href="\/api\//.test(page)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function benchmark(siteUrl, apiUrl, mongo, mailbox) {
  const results = { startedAt: new Date().toISOString(), siteUrl, only: only ?? null };
  await untilLandingReadsEmbedded(siteUrl);
  const bundle = await bundleBytes(siteUrl);
  printBundleBytes(bundle);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    path.join(resultsDir, 'bundle-bytes.json'),
    `${JSON.stringify(bundle, null, 2)}\n`,
  );
  const sessions = await createSessions(apiUrl, mailbox);
  if (wanted('pages')) printPageLoads((results.pages = await pageLoads(siteUrl, sessions)));
  if (wanted('reads')) printLandingReads((results.reads = await landingReads(siteUrl, sessions)));
  if (wanted('switch')) printAreaSwitch((results.areaSwitch = await areaSwitch(siteUrl, sessions)));
  if (wanted('visit'))
    printWholeVisit((results.visit = await wholeVisit(siteUrl, benchRoutes(sessions), sessions)));
  if (wanted('phones')) {
    const records = await createLongNamedRecords(apiUrl, sessions, mailbox);
    const cookies = {
      admin: sessions.admin,
      longClient: records.client,
      longCarrier: records.carrier,
      longDriver: records.driver,
    };
    const links = { ...records, reviewToken: sessions.reviewToken };
    printPhoneFit((results.phones = await phoneFit(siteUrl, cookies, links)));
  }
  if (wanted('lighthouse'))
    printLighthouse((results.lighthouse = await lighthouseScores(siteUrl, sessions)));
  if (wanted('inp')) {
    await storeQuotes(apiUrl, ADMIN_QUOTES_STORED);
    printInteractions((results.interactions = await interactions(siteUrl, sessions)));
  }
  if (wanted('api')) printApiLoad((results.api = await apiLoad(apiUrl, sessions, { mongo })));
  if (wanted('capacity'))
    printApiCapacity((results.capacity = await apiCapacity(apiUrl, mongo, sessions)));
  // Last: its 5,000 stored quotes would change what the benchmarks above measure.
  if (wanted('lists')) {
    await storeListRecords(mongo);
    printAdminLists((results.lists = await adminLists(apiUrl, sessions.admin)));
    await storeFleetRows(mongo, apiUrl, sessions.carrier);
    printFleetLists((results.fleetLists = await fleetLists(apiUrl, sessions.carrier)));
    const withRecords = await listInteractions(siteUrl, sessions, LIST_RECORDS_STORED);
    printInteractions(withRecords);
    results.interactions = [...(results.interactions ?? []), ...withRecords];
  }
  results.budgets = checkBudgets(results);
  printBudgets(results.budgets);
  if (only) {
    await writeFile(path.join(resultsDir, 'partial.json'), `${JSON.stringify(results, null, 2)}\n`);
    return;
  }
  printDeltas(results, await saveResults(resultsDir, results));
}

// After the site above has stopped: the soak starts its own (its API trusts X-Forwarded-For).
if (wanted('soak')) await loadSoak();
