import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveMongod } from './binary.mjs';
import { freePort } from './free-port.mjs';
import { launchMongod, SIGINT_EXIT_CODE, stopMongod } from './launch.mjs';
import { ensureReplicaSet, REPLICA_SET } from './replset.mjs';
import { prepareWinePrefix, toWindowsPath, wineEnv } from './wine.mjs';

/**
 * @typedef {object} StartOptions
 * @property {string} [dbPath] persistent data folder; a temporary one (removed on stop) when absent
 * @property {number} [port] a free port is chosen when absent
 * @property {boolean} [replSet] start a one-node replica set (default true)
 * @property {(line: string) => void} [log]
 * @property {boolean} [verbose] echo mongod's own log lines
 */

/**
 * @typedef {object} RunningMongo
 * @property {string} uri
 * @property {number} [port]
 * @property {string} source
 * @property {() => Promise<void>} stop
 * @property {() => { code: number | null, lastLines: string[] } | undefined} crash how a
 *   temporary mongod died while in use, if it did (it is not restarted)
 */

const MAX_RESTARTS = 10;

const defaultLog = (line) => console.error(`[mongo-runner] ${line}`);

/** @param {import('./binary.mjs').MongodBinary} binary @param {string} dbPath @param {number} port @param {boolean} replSet */
export function commandFor(binary, dbPath, port, replSet) {
  const wine = binary.kind === 'wine';
  const args = [
    ...[
      '--dbpath',
      wine ? toWindowsPath(dbPath) : dbPath,
      '--port',
      String(port),
      '--bind_ip',
      '127.0.0.1',
    ],
    // Under wine, full-time diagnostic data collection crashes mongod.
    ...[
      '--setParameter',
      'diagnosticDataCollectionEnabled=false',
      '--wiredTigerCacheSizeGB',
      '0.25',
    ],
    ...(replSet ? ['--replSet', REPLICA_SET] : []),
  ];
  if (wine) return { command: binary.wine64, args: [binary.exe, ...args], env: wineEnv() };
  return { command: binary.path, args, env: process.env };
}

/** @param {StartOptions} options @param {import('./binary.mjs').MongodBinary} binary @param {string} dbPath */
async function launchOnce(options, binary, dbPath) {
  const port = options.port ?? (await freePort());
  const server = await launchMongod({
    ...commandFor(binary, dbPath, port, options.replSet ?? true),
    verbose: options.verbose,
  });
  try {
    if (options.replSet ?? true) await ensureReplicaSet(port);
  } catch (error) {
    await stopMongod(server);
    throw error;
  }
  return { server, port };
}

/**
 * Starts a real mongod and returns its URI (ARCHITECTURE §6 order: MONGODB_URI, MONGOD_BINARY
 * or PATH, mongodb-memory-server download, portable Windows build under wine64).
 * @param {StartOptions} [options]
 * @returns {Promise<RunningMongo>}
 */
export async function startMongo(options = {}) {
  const log = options.log ?? defaultLog;
  if (process.env.MONGODB_URI)
    return {
      uri: process.env.MONGODB_URI,
      source: 'MONGODB_URI',
      stop: async () => {},
      crash: () => undefined,
    };
  const binary = await resolveMongod(log);
  if (binary.kind === 'wine') await prepareWinePrefix(binary.wine64, log);
  const temporary = !options.dbPath;
  const dbPath = options.dbPath ?? (await mkdtemp(path.join(os.tmpdir(), 'freight-mongo-')));
  await mkdir(dbPath, { recursive: true });
  let started;
  try {
    started = await launchOnce(options, binary, dbPath);
  } catch (error) {
    // A start right after the Wine prefix is first created has been seen to fail once.
    log(
      `first start failed, retrying once: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
    started = await launchOnce(options, binary, dbPath);
  }
  const { port } = started;
  let server = started.server;
  const query = (options.replSet ?? true) ? `?replicaSet=${REPLICA_SET}` : '';
  let stopping;
  let restarts = 0;
  let restarting = Promise.resolve();
  /** @type {{ code: number | null, lastLines: string[] } | undefined} */
  let crash;
  const restart = async () => {
    restarts += 1;
    try {
      server = (await launchOnce({ ...options, port }, binary, dbPath)).server;
      log(`mongod restarted on port ${port} (restart ${restarts} of ${MAX_RESTARTS})`);
      supervise(server);
    } catch (error) {
      log(
        `mongod could not be restarted: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
    }
  };
  // Under wine, mongod has been seen to die mid-run (an access violation). A persistent folder
  // (npm start) keeps its journaled data: mongod is started again on the same port, so clients
  // reconnect. A temporary one (tests) is not: its data died with it, and a run that went on
  // against an empty server would fail far from the cause or, worse, pass; `crash()` reports it.
  // Exit codes 0 and 12 are a requested shutdown (e.g. Ctrl-C reaching the whole process group).
  const supervise = (running) =>
    running.exited.then((code) => {
      if (stopping || code === 0 || code === SIGINT_EXIT_CODE) return;
      log(
        `mongod on port ${port} exited unexpectedly (code ${code}); its last lines:\n${running.recent.join('\n')}`,
      );
      if (temporary) crash = { code, lastLines: [...running.recent] };
      else if (restarts < MAX_RESTARTS) restarting = restart();
    });
  supervise(server);
  const stop = () => {
    stopping ??= (async () => {
      await restarting;
      const code = await stopMongod(server);
      if (code !== 0 && code !== SIGINT_EXIT_CODE) log(`mongod exited with code ${code}`);
      if (temporary) await rm(dbPath, { recursive: true, force: true });
    })();
    return stopping;
  };
  return {
    uri: `mongodb://127.0.0.1:${port}/${query}`,
    port,
    source: binary.source,
    stop,
    crash: () => crash,
  };
}
