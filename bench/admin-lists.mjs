#!/usr/bin/env node
// Admin list pages with 5,000 quotes stored (issue 23: "each list opens in under 1 s"): the
// time of GET /api/admin/quotes for the first page (newest first, with the count), a sorted and
// filtered page, a search, and a page deep in the list read through its cursor. A figure, not
// a test. Alone: `node bench/admin-lists.mjs` starts a mongod and the built API
// (`npm run build -w api` first) on free ports; `npm run bench` (BENCH_ONLY=lists) uses its site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient, ObjectId } from 'mongodb';
import { freePort, startMongo } from '@freight/mongo-runner';
import { call, cookieOf } from './site-api.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const LIST_QUOTES_STORED = 5_000;
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 15);
const STATUSES = ['pending', 'contacted', 'quoted', 'closed', 'accepted', 'declined'];
const ADMIN = {
  username: process.env.BENCH_ADMIN_USERNAME ?? 'admin',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'freight-admin-dev',
};

/** Stores `count` quote requests straight into the database, over 100 days, mixed statuses. */
export async function storeListQuotes({ mongoUri, database }, count = LIST_QUOTES_STORED) {
  const client = await MongoClient.connect(mongoUri);
  try {
    const start = Date.UTC(2026, 7, 1);
    const docs = Array.from({ length: count }, (_, index) => ({
      _id: new ObjectId(),
      companyName: `List Shipper ${(index * 7919) % count}`,
      contactName: 'Pat Lister',
      email: `list.${index}@bench.test`,
      phone: '312-555-0199',
      pickupLocation: 'Chicago, IL',
      deliveryLocation: 'Dallas, TX',
      freightType: 'ftl',
      requestedDate: '2026-12-01',
      reference: `Q-B${String(index).padStart(6, '0')}`,
      status: STATUSES[index % STATUSES.length],
      createdAt: new Date(start + Math.floor((index * 100 * 86_400_000) / count)),
      updatedAt: new Date(),
    }));
    await client.db(database).collection('quote_requests').insertMany(docs);
  } finally {
    await client.close();
  }
}

async function timed(apiUrl, pathname, cookie) {
  const started = performance.now();
  const response = await call(apiUrl, pathname, { cookie });
  const body = await response.json();
  return { ms: performance.now() - started, body };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const worst = (values) => Math.max(...values);

/**
 * Median and worst time of `RUNS` reads of each page of the list at `listPath` (after one warm-up
 * read each): the first page, each of `queries` (name → query string), and page 42 read through
 * its cursor.
 */
export async function timeListPages(apiUrl, cookie, listPath, queries) {
  const first = await timed(apiUrl, listPath, cookie);
  let deep = first.body;
  for (let page = 0; page < 40 && deep.nextCursor; page += 1) {
    deep = (await timed(apiUrl, `${listPath}?cursor=${deep.nextCursor}`, cookie)).body;
  }
  const pages = {
    'first page (default sort, count)': listPath,
    ...Object.fromEntries(
      Object.entries(queries).map(([name, query]) => [name, `${listPath}?${query}`]),
    ),
    'page 42 (cursor)': `${listPath}?cursor=${deep.nextCursor}`,
  };
  const results = [];
  for (const [name, pathname] of Object.entries(pages)) {
    await timed(apiUrl, pathname, cookie);
    const times = [];
    let body;
    for (let run = 0; run < RUNS; run += 1) {
      const read = await timed(apiUrl, pathname, cookie);
      times.push(read.ms);
      body = read.body;
    }
    results.push({
      name,
      medianMs: median(times),
      worstMs: worst(times),
      rows: body.items.length,
      total: body.total,
    });
  }
  return results;
}

/** The admin quotes list's pages. */
export const adminLists = (apiUrl, adminCookie) =>
  timeListPages(apiUrl, adminCookie, '/api/admin/quotes', {
    'status + sort by company': 'status=quoted&sort=companyName&dir=asc',
    'received dates + sort by reference desc':
      'from=2026-09-01&to=2026-09-30&sort=reference&dir=desc',
    'search "Shipper 42"': 'q=Shipper%2042',
  });

export function printListTimes(title, results) {
  console.log(`\n${title} (${RUNS} reads each)`);
  for (const row of results) {
    console.log(
      `  ${row.name.padEnd(42)} median ${row.medianMs.toFixed(1).padStart(7)} ms  worst ${row.worstMs
        .toFixed(1)
        .padStart(7)} ms  ${row.rows} of ${row.total}`,
    );
  }
}

export const printAdminLists = (results) =>
  printListTimes(`admin lists, ${LIST_QUOTES_STORED} quotes stored`, results);

export async function waitForHealth(apiUrl, api) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    try {
      if ((await fetch(new URL('/api/health', apiUrl))).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not answer /api/health');
}

async function alone() {
  const mongo = await startMongo({ log: () => {} });
  const [port, mailCatcher] = [await freePort(), await freePort()];
  const database = 'bench_lists';
  const api = spawn(process.execPath, [path.join(here, '..', 'api', 'dist', 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      MONGODB_URI: mongo.uri,
      MONGODB_DB_NAME: database,
      MAIL_CATCHER_PORT: String(mailCatcher),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
    },
    stdio: 'ignore',
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(apiUrl, api);
    await storeListQuotes({ mongoUri: mongo.uri, database });
    const admin = cookieOf(await call(apiUrl, '/api/admin/login', { method: 'POST', body: ADMIN }));
    printAdminLists(await adminLists(apiUrl, admin));
  } finally {
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill();
      await exited;
    }
    await mongo.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await alone();
