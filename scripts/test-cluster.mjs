#!/usr/bin/env node
// `npm run test:cluster`: the production shape on this machine (issue 18). A three-member
// replica set, two API instances, the shell's server balancing /api over them and a standalone
// SMTP catcher; then instances are killed and the primary stepped down while traffic runs.
// Prints its figures and a final `N passed, N failed` line; exits 1 when a check failed.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { buildStale } from './lib/build.mjs';
import { repoRoot } from './lib/paths.mjs';
import {
  limitAcrossInstances,
  mailDeliveredByTheSurvivor,
  purgeRanOncePerPeriod,
  quotesThroughElections,
  quotesWhileSmtpIsDown,
  sessionSurvivesInstance,
  startedTogether,
} from './cluster/scenarios.mjs';
import { apiInstance, residentMb, smtpCatcher, startShell } from './cluster/services.mjs';

const PURGE_PERIOD_SECONDS = 5;
/** The election timeout (10 s) and a margin: how long a crashed member's election may keep writes away. */
const ELECTION_MS = 15_000;
const started = Date.now();
const print = (line) => console.log(`[cluster] ${line}`);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const results = [];
const check = (name, passed, detail) => {
  results.push({ name, passed });
  print(`${passed ? 'PASS' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
};

// Its own Wine prefix and server: killing members next to other mongods of one prefix has
// crashed them (see api/src/security/outage.test.ts).
process.env.FREIGHT_MONGO_CACHE =
  process.env.FREIGHT_CLUSTER_MONGO_CACHE ?? path.join(repoRoot, '.cache', 'mongodb-cluster');
delete process.env.MONGODB_URI;
const { freePort, startReplicaSet } = await import('@freight/mongo-runner');

const logDir = await mkdtemp(path.join(os.tmpdir(), 'freight-cluster-'));
const stops = [];
let client;
let exitCode = 1;
try {
  print('building the API and the shell if their output is stale');
  await buildStale((line) => print(line), { only: ['api', 'shell'] });
  const setStarted = Date.now();
  const set = await startReplicaSet({ members: 3, log: (line) => print(line) });
  stops.push(() => set.stop());
  print(
    `replica set of 3 members ready in ${((Date.now() - setStarted) / 1000).toFixed(0)} s, at ${elapsed()} (mongod from ${set.source})`,
  );
  client = new MongoClient(set.uri, { serverSelectionTimeoutMS: 30_000 });
  const db = client.db('cluster');

  const [portA, portB, shellPort, smtpPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const catcher = smtpCatcher(smtpPort);
  await catcher.start();
  stops.push(() => catcher.kill());
  const admin = { username: 'admin', password: randomBytes(12).toString('hex') };
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    MONGODB_URI: set.uri,
    MONGODB_DB_NAME: 'cluster',
    SESSION_KEYS: randomBytes(32).toString('hex'),
    PUBLIC_ORIGIN: `http://127.0.0.1:${shellPort}`,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_RETRY_SECONDS: '1',
    MAIL_TIMEOUT_SECONDS: '5',
    UPLOAD_PURGE_SECONDS: String(PURGE_PERIOD_SECONDS),
    // An ingress (the test) and the shell stand in front of the API.
    TRUST_PROXY_HOPS: '2',
    LOG_LEVEL: 'warn',
  };
  const a = apiInstance('api-a', portA, env, logDir);
  const b = apiInstance('api-b', portB, env, logDir);
  stops.push(
    () => a.stop(),
    () => b.stop(),
  );
  // Both at once on the empty database, as compose starts api-1 and api-2.
  const bothStarted = Date.now();
  await Promise.all([a.start(), b.start()]);
  const startMs = Date.now() - bothStarted;
  const shell = await startShell(shellPort, [a.url, b.url], logDir);
  stops.push(() => shell.stop());
  print(
    `API instances A :${portA} and B :${portB}, shell :${shellPort}, SMTP catcher :${smtpPort} up at ${elapsed()}`,
  );

  const cluster = { a, b, shell, catcher, set, db, admin, print, check };
  await startedTogether(cluster, startMs);
  await limitAcrossInstances(cluster);
  const quotes = await quotesWhileSmtpIsDown(cluster);
  const registration = await sessionSurvivesInstance(cluster);
  await mailDeliveredByTheSurvivor(cluster, quotes, registration);
  await a.start();
  print(`A started again at ${elapsed()}`);
  const memory = async () => ({
    mongod: await Promise.all(set.members.filter((m) => m.running).map((m) => residentMb(m.pid))),
    api: [await residentMb(a.pid), await residentMb(b.pid)],
    shell: await residentMb(shell.pid),
  });
  const before = await memory();
  const election = await quotesThroughElections(cluster);
  const after = await memory();
  print(
    `memory (resident MB) before and after (d): mongod ${JSON.stringify(before.mongod)} → ${JSON.stringify(after.mongod)}, API A and B ${JSON.stringify(before.api)} → ${JSON.stringify(after.api)}, shell ${before.shell} → ${after.shell}`,
  );
  // A member that crashed and was started again (mongo-runner's restart, as compose's) caused an
  // election too: no instance could write until it was back and a primary chosen.
  const crashes = set.restarts.map(({ at, back }) => ({ from: at, ms: back - at + ELECTION_MS }));
  if (crashes.length > 0)
    print(`members that went down unasked and came back: ${JSON.stringify(set.restarts)}`);
  const outages = [
    { from: election.events.stepDown, ms: election.outage.stepDown },
    { from: election.events.kill, ms: election.outage.kill },
    ...crashes,
  ];
  await purgeRanOncePerPeriod(cluster, PURGE_PERIOD_SECONDS * 1000, outages);
  exitCode = results.every((result) => result.passed) && results.length > 0 ? 0 : 1;
} catch (error) {
  print(`stopped by an error: ${error instanceof Error ? error.stack : error}`);
  check('the cluster test ran to its end', false);
} finally {
  await client?.close().catch(() => undefined);
  for (const stop of stops.reverse()) {
    try {
      await stop();
    } catch (error) {
      print(`could not stop a process: ${error}`);
    }
  }
  if (exitCode === 0) await rm(logDir, { recursive: true, force: true });
  else print(`the processes' logs are in ${logDir}`);
}
const passed = results.filter((result) => result.passed).length;
print(
  `run time ${elapsed()}; peak memory of this process ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
);
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(exitCode);
