// API throughput with autocannon (100 connections): each endpoint after a warm-up, in rounds
// alternating with a bare Koa app answering a fixed JSON body, so every figure is also a ratio
// to it (medians over the rounds). Each database-backed endpoint is also measured on
// reference.mjs's Koa + mongoose app running its queries on the same mongod: what the database
// allows at that load, whatever the API does. Servers are pinned to CPU 0 and the load
// generator to CPU 1 (taskset) to cut the noise on these 2-core machines; the API's peak memory
// is read from /proc.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { databaseEndpoints, recordOwners, startReference } from './reference.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 100;
const seconds = (name, fallback) => Number(process.env[name] ?? fallback);

/** The endpoints of issue 9; `landing` ones have the ≥ 60 % of bare Koa budget. */
export function apiEndpoints(sessions) {
  return [
    { name: 'GET /api/company-settings', path: '/api/company-settings', landing: true },
    { name: 'GET /api/services', path: '/api/services', landing: true },
    { name: 'GET /api/testimonials', path: '/api/testimonials', landing: true },
    { name: 'GET /api/fleet/stats', path: '/api/fleet/stats', landing: true },
    { name: 'GET /api/blog/posts', path: '/api/blog/posts', landing: true },
    { name: 'GET /api/admin/quotes (admin)', path: '/api/admin/quotes', cookie: sessions.admin },
    {
      name: 'GET /api/client-portal/shipments (client)',
      path: '/api/client-portal/shipments',
      cookie: sessions.client,
    },
    {
      name: 'GET /api/fleetfolio/loads/page (carrier)',
      path: '/api/fleetfolio/loads/page',
      cookie: sessions.carrier,
    },
    { name: 'POST /api/quotes', path: '/api/quotes', method: 'POST', body: quoteBody() },
  ];
}

function quoteBody() {
  return JSON.stringify({
    companyName: 'Bench Produce',
    contactName: 'Lee Bench',
    email: 'lee@bench.test',
    phone: '(312) 555-0142',
    pickupLocation: '100 Dock Rd, Chicago, IL',
    deliveryLocation: '200 Yard Ave, Dallas, TX',
    freightType: 'ftl',
  });
}

/**
 * Each POST comes from its own address (X-Forwarded-For, honoured because the bench runs the
 * API trusting one proxy hop, as behind the shell's proxy): the per-address submission
 * limit (30 an hour) is then what it is for real visitors, not a wall of 429s.
 */
let visitor = 0;
function nextVisitor() {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN;

/** One autocannon round; latencies from the response event (fractional milliseconds). */
async function load(baseUrl, endpoint, duration) {
  const latencies = [];
  const statuses = {};
  const headers = {
    ...(endpoint.cookie ? { cookie: endpoint.cookie } : {}),
    ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
  };
  const request = {
    method: endpoint.method ?? 'GET',
    path: endpoint.path,
    headers,
    body: endpoint.body,
    ...(endpoint.method === 'POST'
      ? {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': nextVisitor() },
          }),
        }
      : {}),
  };
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    requests: [request],
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const failed = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 400)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? NaN,
    errors: failed + result.errors + result.timeouts,
    statuses,
  };
}

function startBareKoa() {
  const child = spawn('taskset', ['-c', '0', process.execPath, path.join(here, 'bare-koa.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare Koa exited (${code})`)));
    readline.createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ url: `http://127.0.0.1:${line.split(' ')[1]}`, child });
    });
  });
}

/** The pid listening on a local port (ss), or null. */
export function pidOnPort(port) {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    return Number(out.match(/pid=(\d+)/)?.[1]) || null;
  } catch {
    return null;
  }
}

export function pin(pid, cpus) {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1]) * 1024;
    return { peakRssBytes: kB('VmHWM'), rssBytes: kB('VmRSS') };
  } catch {
    return null;
  }
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds the process has used so far (user + system), or null once it is gone. */
function cpuSecondsOf(pid) {
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Waits (at most two minutes) until the API has been nearly idle for half a second, so one
 * endpoint is not measured while the API still works off the last one: each POST /api/quotes
 * round leaves thousands of quote mails queued, sent and caught in the same process.
 */
export async function settle(pid) {
  const stepSeconds = 0.5;
  const idleCpuShare = 0.05;
  const deadline = Date.now() + 120_000;
  let used = cpuSecondsOf(pid);
  while (used !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, stepSeconds * 1000));
    const now = cpuSecondsOf(pid);
    if (now === null || now - used < idleCpuShare * stepSeconds) return;
    used = now;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The reference route running the queries of each database-backed endpoint, by name. */
async function referenceRequests(apiUrl, sessions) {
  const owners = await recordOwners(apiUrl, sessions);
  return new Map(databaseEndpoints(sessions, owners).map((item) => [item.name, item.reference]));
}

function summaryOf(runs) {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    maxMs: Math.max(...runs.map((run) => run.maxMs)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    statuses: runs.map((run) => run.statuses),
  };
}

/**
 * @param {string} apiUrl where /api answers (the API process itself when the bench started it)
 * @param {Awaited<ReturnType<import('./sessions.mjs').createSessions>>} sessions
 * @param {{ endpoints?: ReturnType<typeof apiEndpoints>, mongo?: { mongoUri: string, database: string } }} [options]
 *   `mongo`: the API's database, which the reference queries
 */
export async function apiLoad(apiUrl, sessions, { endpoints, mongo } = {}) {
  const rounds = seconds('BENCH_API_ROUNDS', 3);
  const duration = seconds('BENCH_API_SECONDS', 5);
  const warmUp = seconds('BENCH_API_WARMUP_SECONDS', 2);
  const apiPid = pidOnPort(new URL(apiUrl).port);
  const pinned = Boolean(apiPid && pin(apiPid, '0') && pin(process.pid, '1'));
  const bare = await startBareKoa();
  const list = endpoints ?? apiEndpoints(sessions);
  let reference = null;
  try {
    reference = mongo ? await startReference(mongo.mongoUri, mongo.database) : null;
    const references = reference ? await referenceRequests(apiUrl, sessions) : new Map();
    const bareEndpoint = { name: 'bare Koa (fixed JSON)', path: '/' };
    const measure = async (url, endpoint, seconds) => {
      if (apiPid) await settle(apiPid);
      return load(url, endpoint, seconds);
    };
    // Where each measured request goes: the bare app, the API, or the reference.
    const targets = [
      { key: bareEndpoint, url: bare.url, request: bareEndpoint },
      ...list.flatMap((endpoint) => {
        const same = references.get(endpoint.name);
        return [
          { key: endpoint, url: apiUrl, request: endpoint },
          ...(same ? [{ key: same, url: reference.url, request: same }] : []),
        ];
      }),
    ];
    for (const target of targets) await measure(target.url, target.request, warmUp);
    /** @type {Map<object, Awaited<ReturnType<typeof load>>[]>} */
    const samples = new Map(targets.map((target) => [target.key, []]));
    for (let round = 0; round < rounds; round += 1)
      for (const target of targets)
        samples.get(target.key)?.push(await measure(target.url, target.request, duration));
    const summary = (endpoint) => ({
      name: endpoint.name,
      landing: Boolean(endpoint.landing),
      ...summaryOf(samples.get(endpoint) ?? []),
    });
    const baseline = summary(bareEndpoint);
    return {
      connections: CONNECTIONS,
      rounds,
      durationSeconds: duration,
      pinned,
      baseline,
      endpoints: list.map((endpoint) => {
        const result = summary(endpoint);
        const same = references.get(endpoint.name);
        return {
          ...result,
          ratioToBare: result.requestsPerSecond / baseline.requestsPerSecond,
          ...(same ? { reference: summaryOf(samples.get(same) ?? []) } : {}),
        };
      }),
      apiMemory: apiPid ? memoryOf(apiPid) : null,
    };
  } finally {
    bare.child.kill('SIGTERM');
    if (reference) {
      // Its last requests may still wait on the mongod: stopped now, they would fail loudly.
      await settle(reference.child.pid);
      reference.child.kill('SIGTERM');
    }
    if (pinned) {
      pin(process.pid, '0-1');
      pin(apiPid, '0-1');
    }
  }
}

export function printApiLoad(result) {
  console.log(
    `\nAPI load: autocannon, ${result.connections} connections, ${result.rounds} rounds × ${result.durationSeconds} s after a warm-up, medians${result.pinned ? '; servers on CPU 0, load on CPU 1' : ' (not pinned)'}`,
  );
  const row = (item, ratio) =>
    `  ${item.name.padEnd(42)} ${String(Math.round(item.requestsPerSecond)).padStart(7)} req/s  p50 ${item.p50Ms.toFixed(1).padStart(6)} ms  p99 ${item.p99Ms.toFixed(1).padStart(6)} ms  max ${item.maxMs.toFixed(0).padStart(5)} ms  errors ${String(item.errors).padStart(5)}${ratio}`;
  console.log(row(result.baseline, ''));
  for (const endpoint of result.endpoints) {
    const ratio = `  ${(endpoint.ratioToBare * 100).toFixed(0).padStart(3)} % of bare`;
    console.log(row(endpoint, ratio));
    if (endpoint.reference)
      console.log(row({ ...endpoint.reference, name: '    its queries in Koa + mongoose' }, ''));
    if (endpoint.errors)
      console.log(`  ${''.padEnd(38)} statuses: ${JSON.stringify(endpoint.statuses)}`);
  }
  if (result.apiMemory)
    console.log(
      `  API process peak memory (VmHWM): ${(result.apiMemory.peakRssBytes / 2 ** 20).toFixed(0)} MB`,
    );
}
