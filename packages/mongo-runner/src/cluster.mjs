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
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const defaultLog = (line) => console.error(`[mongo-runner] ${line}`);

/**
 * @typedef {object} ReplicaSetOptions
 * @property {number} [members] how many mongod processes (default 3)
 * @property {(line: string) => void} [log]
 * @property {boolean} [verbose] echo mongod's own log lines
 */

/** @param {string} host */
function directClient(host) {
  return new MongoClient(`mongodb://${host}/?directConnection=true`, {
    serverSelectionTimeoutMS: 5_000,
  });
}

/** @param {string} host @param {(admin: import('mongodb').Db) => Promise<T>} work @template T */
async function onMember(host, work) {
  const client = directClient(host);
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
  /** @type {{ index: number, at: number, back: number }[]} members that exited by themselves */
  const restarts = [];
  /** @param {{ dbPath: string, port: number }} member */
  const launch = ({ dbPath, port }) =>
    launchMongod({ ...commandFor(binary, dbPath, port, true), verbose: options.verbose });
  /**
   * Starts a member again when it exits without being asked to, as compose's restart policy
   * does for the set's containers: mongod under Wine has died on its own during an election,
   * which left the set without a majority once the test killed the primary.
   */
  const supervise = (member) => {
    const { server } = member;
    void server.exited.then(async (code) => {
      if (closing || member.stopped || member.server !== server) return;
      log(`member ${member.index} exited by itself (code ${code}), its last lines:`);
      for (const line of server.recent.slice(-8)) log(`  ${line.slice(0, 400)}`);
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
    const server = await launch({ dbPath, port });
    const member = { index, port, host: `127.0.0.1:${port}`, dbPath, server, stopped: false };
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
      await onMember(member.host, (admin) =>
        admin.command({ replSetStepDown: seconds, secondaryCatchUpPeriodSecs: 5 }),
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

  await primary();
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
      for (const member of members) if (running(member)) await stopMongod(member.server);
      await rm(root, { recursive: true, force: true });
    },
  };
}
