// Capacity at a latency objective, measured open-loop: requests arrive at a fixed rate whatever
// the server's pace, as visitors do (open-loop.mjs), and the highest rate at which p99 ≤ 50 ms
// with no error is the endpoint's capacity. Each database-backed endpoint is compared with
// reference-api.mjs, a minimal Koa + mongoose app running the same queries on the same mongod,
// measured in the same run; the budget is a ratio of at least 70 %.
import { pidOnPort, pin, settle } from './api-load.mjs';
import { openLoop } from './open-loop.mjs';
import { databaseEndpoints, recordOwners, startReference } from './reference.mjs';

export const LATENCY_OBJECTIVE_MS = 50;
const CONNECTIONS = 100;
const FIRST_RATE = 25;
const MAX_RATE = 6_400;
const BISECT_STEPS = 3;
/**
 * Before its search each server answers a second at this rate, unmeasured: the reference starts
 * with no database connection open, while the API comes warm from api-load.mjs.
 */
const WARM_UP_RATE = 200;
const stepSeconds = () => Number(process.env.BENCH_CAPACITY_SECONDS ?? 3);

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN;

let visitor = 0;
const nextVisitor = () => {
  visitor += 1;
  return `172.${16 + ((visitor >> 16) & 15)}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/** One open-loop step: `rate` requests a second for `seconds`. */
async function step(url, request, rate, seconds = stepSeconds()) {
  const headers = {
    ...request.headers,
    ...(request.body ? { 'content-type': 'application/json' } : {}),
  };
  const nextRequest = request.visitors
    ? () => ({ ...request, headers: { ...headers, 'x-forwarded-for': nextVisitor() } })
    : () => ({ ...request, headers });
  const load = { rate, seconds, connections: CONNECTIONS };
  const { latencies, errors } = await openLoop(url, nextRequest, load);
  latencies.sort((a, b) => a - b);
  const p99Ms = percentile(latencies, 99);
  return { rate, p99Ms, errors, met: errors === 0 && p99Ms <= LATENCY_OBJECTIVE_MS };
}

/**
 * The highest rate meeting the objective: doubling from 25 req/s until a rate misses twice,
 * then halving the gap between the last rate met and the first missed three times.
 */
async function capacity(url, request, pid) {
  await step(url, request, WARM_UP_RATE, 1);
  const steps = [];
  const tryStep = async (rate) => {
    if (pid) await settle(pid);
    const result = await step(url, request, rate);
    steps.push(result);
    return result.met;
  };
  // A step's p99 is its second-slowest request at the lowest rates: one pause of the machine
  // (a collection, the Wine mongod's scheduler) missed it. A missed rate is tried once more.
  const run = async (rate) => (await tryStep(rate)) || tryStep(rate);
  let met = 0;
  let missed = null;
  for (let rate = FIRST_RATE; rate <= MAX_RATE; rate *= 2) {
    if (!(await run(rate))) {
      missed = rate;
      break;
    }
    met = rate;
  }
  for (let round = 0; missed !== null && round < BISECT_STEPS; round += 1) {
    const rate = Math.round((met + missed) / 2);
    if (await run(rate)) met = rate;
    else missed = rate;
  }
  return { capacity: met, steps };
}

/**
 * @param {string} apiUrl the API itself
 * @param {{ mongoUri: string, database: string }} mongo the API's database
 */
export async function apiCapacity(apiUrl, mongo, sessions) {
  const apiPid = pidOnPort(new URL(apiUrl).port);
  // As api-load.mjs: the servers on CPU 0, this load generator on CPU 1.
  const pinned = Boolean(apiPid && pin(apiPid, '0') && pin(process.pid, '1'));
  const reference = await startReference(mongo.mongoUri, mongo.database);
  const referencePid = reference.child.pid;
  try {
    const owners = await recordOwners(apiUrl, sessions);
    const results = [];
    for (const endpoint of databaseEndpoints(sessions, owners)) {
      const referenceResult = await capacity(reference.url, endpoint.reference, referencePid);
      const apiResult = await capacity(apiUrl, endpoint.api, apiPid);
      results.push({
        name: endpoint.name,
        capacity: apiResult.capacity,
        referenceCapacity: referenceResult.capacity,
        ratio: referenceResult.capacity ? apiResult.capacity / referenceResult.capacity : NaN,
        steps: apiResult.steps,
        referenceSteps: referenceResult.steps,
      });
    }
    return { objectiveMs: LATENCY_OBJECTIVE_MS, stepSeconds: stepSeconds(), endpoints: results };
  } finally {
    reference.child.kill('SIGTERM');
    if (pinned) {
      pin(process.pid, '0-1');
      pin(apiPid, '0-1');
    }
  }
}

export function printApiCapacity(result) {
  console.log(
    `\nAPI capacity, open-loop (the highest arrival rate with p99 ≤ ${result.objectiveMs} ms and no error; ${result.stepSeconds} s steps), against Koa + mongoose running the same queries`,
  );
  for (const item of result.endpoints) {
    const closestMiss = item.steps.findLast((stepResult) => !stepResult.met);
    console.log(
      `  ${item.name.padEnd(42)} ${String(item.capacity).padStart(5)} req/s  reference ${String(item.referenceCapacity).padStart(5)} req/s  ${(item.ratio * 100).toFixed(0).padStart(3)} %${closestMiss ? `  (missed at ${closestMiss.rate}: p99 ${closestMiss.p99Ms.toFixed(1)} ms, ${closestMiss.errors} errors)` : ''}`,
    );
  }
}
