#!/usr/bin/env node
// Load soak of the API: 100 connections for 60 s (autocannon) on a mix of landing reads, quote
// submissions and signed-in lists of each kind of account, while the API process's resident
// memory is sampled. Prints requests by status, errors, timeouts, latency and memory figures.
// `npm run bench` runs it after the other benchmarks; `node bench/load-soak.mjs` runs it alone
// (its own site on free ports, or BENCH_API_URL for an API that is already running).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freeStackPorts, startStack } from '../scripts/lib/stack.mjs';
import { createSessions } from './sessions.mjs';
import { openMailbox } from './site-api.mjs';

const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const DURATION_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const WARM_UP_SECONDS = 10;
const SAMPLE_MS = 1000;

let visitor = 0;
/** Each quote comes from its own address, as behind the production proxy (X-Forwarded-For). */
function nextVisitor() {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

function quoteBody() {
  return JSON.stringify({
    companyName: 'Soak Shipping Co',
    contactName: 'Pat Soak',
    email: `soak${visitor}@bench.test`,
    phone: '312-555-0199',
    pickupLocation: 'Chicago, IL',
    deliveryLocation: 'Dallas, TX',
    freightType: 'ftl',
    requestedDate: '2026-12-01',
  });
}

/** The request mix: each connection cycles through it. */
function requestMix(sessions) {
  const json = { 'content-type': 'application/json' };
  return [
    { method: 'GET', path: '/api/services' },
    { method: 'GET', path: '/api/company-settings' },
    { method: 'GET', path: '/api/testimonials' },
    { method: 'GET', path: '/api/fleet/stats' },
    { method: 'GET', path: '/api/blog/posts' },
    {
      method: 'POST',
      path: '/api/quotes',
      setupRequest: (request) => ({
        ...request,
        headers: { ...json, 'x-forwarded-for': nextVisitor() },
        body: quoteBody(),
      }),
    },
    { method: 'GET', path: '/api/admin/quotes', headers: { cookie: sessions.admin } },
    { method: 'GET', path: '/api/client-portal/shipments', headers: { cookie: sessions.client } },
    { method: 'GET', path: '/api/fleetfolio/loads', headers: { cookie: sessions.carrier } },
  ];
}

/** The pid listening on the API's port (ss ships with iproute2). */
function listenerPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return Number(pid);
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

const mean = (values) => values.reduce((sum, v) => sum + v, 0) / Math.max(values.length, 1);

/**
 * Runs the soak against a running API; prints and returns the figures.
 * @param {string} apiUrl
 * @param {{ mongoUri: string, database: string }} mongo the API's database, where its mail is caught
 */
export async function soakApi(apiUrl, mongo) {
  const mailbox = await openMailbox(mongo);
  const sessions = await createSessions(apiUrl, mailbox).finally(() => mailbox.close());
  const pid = listenerPid(new URL(apiUrl).port);
  const requests = requestMix(sessions);
  const base = { url: apiUrl, connections: CONNECTIONS, requests, timeout: 10 };
  const beforeWarmUp = rssMiB(pid);
  await run({ ...base, duration: WARM_UP_SECONDS });
  const samples = [];
  const timer = setInterval(() => samples.push(rssMiB(pid)), SAMPLE_MS);
  const result = await run({ ...base, duration: DURATION_SECONDS });
  clearInterval(timer);
  const tenth = Math.max(1, Math.floor(samples.length / 6));
  const firstTenSeconds = mean(samples.slice(0, tenth));
  const lastTenSeconds = mean(samples.slice(-tenth));
  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  const perTenSeconds = [];
  for (let i = 0; i < samples.length; i += 10) {
    perTenSeconds.push(Math.round(mean(samples.slice(i, i + 10))));
  }
  const figures = {
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    byStatus,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    rssMiB: {
      beforeWarmUp: Math.round(beforeWarmUp),
      firstTenSeconds: Math.round(firstTenSeconds),
      lastTenSeconds: Math.round(lastTenSeconds),
      max: Math.round(Math.max(...samples)),
      perTenSeconds,
      growthPercent: Math.round(((lastTenSeconds - firstTenSeconds) / firstTenSeconds) * 1000) / 10,
    },
  };
  console.log(
    `\nload soak (${requests.length} request kinds, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a ${WARM_UP_SECONDS} s warm-up)`,
  );
  console.log(
    `  requests ${figures.requests} (${figures.requestsPerSecond}/s), by status ${JSON.stringify(byStatus)}`,
  );
  console.log(
    `  errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx}`,
  );
  console.log(
    `  latency p50 ${figures.latencyMs.p50} ms, p99 ${figures.latencyMs.p99} ms, max ${figures.latencyMs.max} ms`,
  );
  console.log(
    `  API RSS MiB: ${figures.rssMiB.beforeWarmUp} before warm-up, ${figures.rssMiB.firstTenSeconds} first 10 s, ${figures.rssMiB.lastTenSeconds} last 10 s (${figures.rssMiB.growthPercent}%), max ${figures.rssMiB.max}; every 10 s: ${perTenSeconds.join(', ')}`,
  );
  return figures;
}

/**
 * Starts the site on free ports (the API trusting X-Forwarded-For, as behind the production
 * proxy, so each simulated visitor has its own address) and soaks its API.
 */
export async function loadSoak() {
  if (process.env.BENCH_API_URL) {
    if (!process.env.BENCH_MONGODB_URI)
      throw new Error('BENCH_API_URL needs BENCH_MONGODB_URI: the soak signs in with mailed links');
    return soakApi(process.env.BENCH_API_URL, {
      mongoUri: process.env.BENCH_MONGODB_URI,
      database: process.env.BENCH_DATABASE ?? 'freight',
    });
  }
  const dbPath = await mkdtemp(path.join(os.tmpdir(), 'freight-soak-'));
  const stack = await startStack({
    dbPath,
    database: 'soak',
    ports: await freeStackPorts(),
    apiEnv: { TRUST_PROXY_HOPS: '1', LOG_LEVEL: 'warn' },
    write: () => {},
  });
  try {
    return await soakApi(stack.apiUrl, { mongoUri: stack.mongoUri, database: stack.database });
  } finally {
    await stack.stop();
    await rm(dbPath, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await loadSoak();
