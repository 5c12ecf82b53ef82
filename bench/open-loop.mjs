// Open-loop load at a fixed arrival rate: request i is due at i / rate seconds, whatever the
// server's pace, and its latency counts from that due time (so a generator or a connection
// pool that falls behind shows as latency, not as a slower rate). autocannon's `overallRate`
// does not do this: each of its connections sends its share of a second at the tick of its own
// one-second timer, and those timers start together, so a rate of 25 req/s arrived as one
// burst of 25 requests every second, and p99 measured the burst's queue.
import http from 'node:http';

const TIMEOUT_MS = 10_000;
/** How late the timer may wake: requests due within this window are sent together. */
const TIMER_SLACK_MS = 1;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} Request
 * @typedef {{ latencies: number[], errors: number }} StepResult
 */

/** Sends one request; resolves with whether it was answered below 400 in time. */
function send(agent, url, request) {
  return new Promise((resolve) => {
    const outgoing = http.request(
      new URL(request.path, url),
      {
        agent,
        method: request.method ?? 'GET',
        headers: request.headers,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve((response.statusCode ?? 500) < 400));
        response.once('error', () => resolve(false));
      },
    );
    outgoing.once('timeout', () => outgoing.destroy());
    outgoing.once('error', () => resolve(false));
    outgoing.end(request.body);
  });
}

/**
 * `rate` requests a second for `seconds`, over at most `connections` kept-alive connections
 * (more requests wait for one, as behind a proxy's pool); `nextRequest()` gives each request.
 * @param {string} url the server
 * @param {() => Request} nextRequest
 * @param {{ rate: number, seconds: number, connections: number }} load
 * @returns {Promise<StepResult>} latencies in ms from each request's due time
 */
export async function openLoop(url, nextRequest, { rate, seconds, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies = [];
  const pending = [];
  let errors = 0;
  const start = performance.now();
  try {
    for (let index = 0; index < total; index += 1) {
      const due = start + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > TIMER_SLACK_MS) await sleep(wait);
      pending.push(
        send(agent, url, nextRequest()).then((answered) => {
          latencies.push(performance.now() - due);
          if (!answered) errors += 1;
        }),
      );
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  return { latencies, errors };
}
