// Starts an N-member replica set on 127.0.0.1 (one mongod per member), for tests that fail
// over: stepping the primary down, killing a member, starting it again.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { resolveMongod } from './binary.mjs';
import { freePort } from './free-port.mjs';
import { launchMongod, stopMongod } from './launch.mjs';
import { REPLICA_SET } from './replset.mjs';
import { commandFor } from './start.mjs';
import { prepareWinePrefix } from './wine.mjs';

const PRIMARY_TIMEOUT_MS = 90_000;
/** mongod's fatal severity: the process is going down (under Wine, after a slow stack dump). */
const FATAL_LINE = '"s":"F"';
/** A member that has answered no `hello` for this long is treated as dead. */
const UNANSWERED_LIMIT_MS = 20_000;
const LIVENESS_EVERY_MS = 2_000;
/** A member that keeps dying is left down after this many restarts, so a broken run ends. */
const MAX_RESTARTS = 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const defaultLog = (line) => console.error(`[mongo-runner] ${line}`);

/**
 * @typedef {object} ReplicaSetOptions
 * @property {number} [members] how many mongod processes (default 3)
 * @property {(line: string) => void} [log]
 * @property {boolean} [verbose] echo mongod's own log lines
 */

/** @param {string} host @param {number} timeoutMs for selecting the member and for its answer */
function directClient(host, timeoutMs) {
  return new MongoClient(`mongodb://${host}/?directConnection=true`, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
    socketTimeoutMS: timeoutMs,
  });
}

/**
 * @param {string} host @param {(admin: import('mongodb').Db) => Promise<T>} work
 * @param {number} [timeoutMs] @template T
 */
async function onMember(host, work, timeoutMs = 5_000) {
  const client = directClient(host, timeoutMs);
  try {
    return await work(client.db('admin'));
  } finally {
    await client.close();
  }
}

/**
 * Starts `members` mongods, each with its own temporary data folder, and initiates the set
 * `rs0` over all of them; answers once it has a writable primary.
 * @param {ReplicaSetOptions} [options]
 */
export async function startReplicaSet(options = {}) {
  const log = options.log ?? defaultLog;
  const count = options.members ?? 3;
  const binary = await resolveMongod(log);
  if (binary.kind === 'wine') await prepareWinePrefix(binary.wine64, log);
  const root = await mkdtemp(path.join(os.tmpdir(), 'freight-replset-'));
  const members = [];
  let closing = false;
  /** @type {{ index: number, at: number, back: number }[]} members that went down unasked */
  const restarts = [];
  /**
   * A member that logs a fatal error is ended at once: mongod.exe under Wine then spends from
   * seconds to minutes writing its stack trace while it answers nobody, which held the set
   * without a majority once the test killed the primary.
   * @param {{ index: number, dbPath: string, port: number }} member
   */
  const launch = (member) =>
    launchMongod({
      ...commandFor(binary, member.dbPath, member.port, true),
      verbose: options.verbose,
      onLine: (line, child) => {
        if (!line.includes(FATAL_LINE) || child.killed || closing) return;
        log(`member ${member.index} logged a fatal error: ending it`);
        child.kill('SIGKILL');
      },
    });
  /**
   * Starts a member again when it exits without being asked to, as compose's restart policy
   * does for the set's containers: mongod under Wine has died on its own during elections
   * (an access violation in Wine's C++ exception handler when a step-down interrupts writes).
   */
  const supervise = (member) => {
    const { server } = member;
    member.answeredAt = Date.now();
    void server.exited.then(async (code) => {
      if (closing || member.stopped || member.server !== server) return;
      const how = server.child.killed ? 'was ended' : `exited by itself (code ${code})`;
      log(`member ${member.index} ${how}, its last lines:`);
      for (const line of server.recent.slice(-8)) log(`  ${line.slice(0, 400)}`);
      if (member.restarts >= MAX_RESTARTS) {
        log(`member ${member.index} exited ${MAX_RESTARTS} times: leaving it down`);
        return;
      }
      member.restarts += 1;
      log(`member ${member.index}: starting it again`);
      const at = Date.now();
      try {
        const restarted = await launch(member);
        restarts.push({ index: member.index, at, back: Date.now() });
        // The set may have been stopped while the member was starting.
        if (closing) await stopMongod(restarted);
        else {
          member.server = restarted;
          supervise(member);
        }
      } catch (error) {
        log(`member ${member.index} could not start again: ${error}`);
      }
    });
  };
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    const dbPath = path.join(root, `member-${index}`);
    await mkdir(dbPath, { recursive: true });
    const server = await launch({ index, dbPath, port });
    const host = `127.0.0.1:${port}`;
    const member = {
      index,
      port,
      host,
      dbPath,
      server,
      stopped: false,
      restarts: 0,
      answeredAt: 0,
    };
    supervise(member);
    log(`member ${index} listening on ${member.host}`);
    members.push(member);
  }
  const [first] = members;
  if (!first) throw new Error('a replica set needs at least one member');
  await onMember(first.host, (admin) =>
    admin.command({
      replSetInitiate: {
        _id: REPLICA_SET,
        members: members.map((member) => ({ _id: member.index, host: member.host })),
      },
    }),
  );
  const hosts = members.map((member) => member.host).join(',');
  const uri = `mongodb://${hosts}/?replicaSet=${REPLICA_SET}`;

  /** The member that is primary now, waiting up to `timeoutMs` for an election. */
  async function primary(timeoutMs = PRIMARY_TIMEOUT_MS) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const member of members) {
        if (!running(member)) continue;
        const hello = await onMember(member.host, (admin) => admin.command({ hello: 1 })).catch(
          () => null,
        );
        if (hello?.isWritablePrimary) return member;
      }
      await sleep(250);
    }
    throw new Error(`replica set ${REPLICA_SET} has no primary after ${timeoutMs / 1000} s`);
  }
  const running = (member) =>
    member.server.child.exitCode === null && member.server.child.signalCode === null;

  const handle = (member) => ({
    index: member.index,
    port: member.port,
    host: member.host,
    /** Ends the member at once (SIGKILL), as a crash or a pulled plug would. */
    async kill() {
      member.stopped = true;
      member.server.child.kill('SIGKILL');
      await member.server.exited;
    },
    /** Starts a stopped member again on its port and data folder; it rejoins by itself. */
    async start() {
      if (running(member)) return;
      member.stopped = false;
      member.server = await launch(member);
      supervise(member);
    },
    /** Asks the member, if primary, to step down for `seconds` (an election follows). */
    async stepDown(seconds = 60) {
      await onMember(
        member.host,
        (admin) => admin.command({ replSetStepDown: seconds, secondaryCatchUpPeriodSecs: 5 }),
        30_000,
      );
    },
    get running() {
      return running(member);
    },
    /** The member's process id (under Wine, the process running mongod.exe). */
    get pid() {
      return member.server.child.pid;
    },
  });

  /**
   * Ends a running member that has answered no `hello` for UNANSWERED_LIMIT_MS (a hung mongod
   * logs nothing), as an orchestrator's liveness probe would; `supervise` starts it again.
   */
  const probeLiveness = async (member) => {
    if (member.stopped || member.probing || !running(member)) return;
    member.probing = true;
    const { server } = member;
    const answered = await onMember(member.host, (admin) => admin.command({ hello: 1 })).then(
      () => true,
      () => false,
    );
    member.probing = false;
    if (answered) member.answeredAt = Date.now();
    else if (
      !closing &&
      member.server === server &&
      Date.now() - member.answeredAt > UNANSWERED_LIMIT_MS
    ) {
      log(
        `member ${member.index} has answered nothing for ${UNANSWERED_LIMIT_MS / 1000} s: ending it`,
      );
      server.child.kill('SIGKILL');
    }
  };

  await primary();
  const liveness = setInterval(() => members.forEach(probeLiveness), LIVENESS_EVERY_MS);
  liveness.unref();
  log(`replica set ${REPLICA_SET} of ${count} members is ready: ${uri}`);
  return {
    uri,
    source: binary.source,
    members: members.map(handle),
    async primary(timeoutMs) {
      return handle(await primary(timeoutMs));
    },
    /** When members exited by themselves and were back: elections the caller did not cause. */
    restarts,
    async stop() {
      closing = true;
      clearInterval(liveness);
      for (const member of members) if (running(member)) await stopMongod(member.server);
      await rm(root, { recursive: true, force: true });
    },
  };
}
