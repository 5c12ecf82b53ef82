// Starts the whole production-shaped site: mongod, the API from api/dist, each remote's
// build on its own port and the shell server. Used by `npm start`, the browser tests and
// the benchmarks, so all three run the site the same way.
import path from 'node:path';
import { freePort, startMongo } from '@freight/mongo-runner';
import { areaNamed } from '../../packages/build-config/areas.mjs';
import { entryVariable, REMOTES } from '../../shell/server/manifest.mjs';
import { repoRoot } from './paths.mjs';
import { startService, waitForHttp } from './processes.mjs';

const DEFAULT_PORTS = {
  shell: 3000,
  api: 4000,
  mailCatcher: 2525,
  remotes: Object.fromEntries(REMOTES.map(({ name, port }) => [name, port])),
};

/**
 * @typedef {{ shell: number, api: number, mailCatcher: number, mongo?: number, remotes: Record<string, number> }} Ports
 *   `mongo` absent: mongod takes any free port
 */

/**
 * Free ports for a whole stack, mongod's included, each distinct: a port is free only until
 * someone binds it, and the kernel may hand a closed one out again, so a port chosen for the
 * API could otherwise go to a mongod started before the API binds it (seen in a browser run).
 * @returns {Promise<Ports>}
 */
export async function freeStackPorts() {
  const taken = new Set();
  const distinctPort = async () => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) return taken.add(port) && port;
    }
  };
  /** @type {Record<string, number>} */
  const remotes = {};
  for (const { name } of REMOTES) remotes[name] = await distinctPort();
  return {
    shell: await distinctPort(),
    api: await distinctPort(),
    mailCatcher: await distinctPort(),
    mongo: await distinctPort(),
    remotes,
  };
}

/**
 * @typedef {object} StackOptions
 * @property {string} [dbPath] mongod data folder (temporary when absent)
 * @property {string} [database] database name (default freight)
 * @property {Ports} [ports]
 * @property {NodeJS.ProcessEnv} [apiEnv] extra variables for the API
 * @property {(line: string) => void} [write] where prefixed child output goes (default stdout)
 * @property {string} [logDir] each service writes its own output to `<logDir>/<name>.log`
 *   instead (the benchmarks: reading the API's per-request lines would load their own CPU)
 * @property {(name: string, code: number | null) => void} [onUnexpectedExit]
 * @property {string[]} [apiCommand] how the API runs (default: `node api/dist/server.js`)
 * @property {(name: string) => { command: string[], port: number, startTimeoutMs?: number }} [remoteServer]
 *   how an area is served (default: its build, by the static server on `ports.remotes[name]`)
 */

/** An area's build served by the static server, as deployed. */
function staticRemote(ports) {
  return (name) => {
    const dist = path.join(repoRoot, areaNamed(name).workspace, 'dist');
    const server = path.join(repoRoot, 'packages/build-config/serve-static.mjs');
    const port = ports.remotes[name];
    return { command: [process.execPath, server, '--dir', dist, '--port', String(port)], port };
  };
}

/** Merges variables; an undefined value removes the inherited one. */
function environment(...layers) {
  const merged = Object.assign({}, ...layers);
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return merged;
}

function apiEnvironment(options, mongoUri, ports) {
  const shellOrigin = `http://localhost:${ports.shell}`;
  return environment(
    {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PORT: String(ports.api),
      MONGODB_URI: mongoUri,
      MONGODB_DB_NAME: options.database ?? 'freight',
      MAIL_CATCHER_PORT: String(ports.mailCatcher),
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? shellOrigin,
      ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? `http://127.0.0.1:${ports.shell}`,
    },
    options.apiEnv,
  );
}

function shellEnvironment(ports, remoteServer) {
  const entries = REMOTES.map(({ name }) => [
    entryVariable(name),
    process.env[entryVariable(name)] ??
      `http://localhost:${remoteServer(name).port}/remoteEntry.js`,
  ]);
  return {
    ...process.env,
    PORT: String(ports.shell),
    API_URL: `http://127.0.0.1:${ports.api}`,
    ...Object.fromEntries(entries),
  };
}

/** @param {StackOptions} [options] */
export async function startStack(options = {}) {
  const ports = options.ports ?? DEFAULT_PORTS;
  const remoteServer = options.remoteServer ?? staticRemote(ports);
  const write = options.write ?? ((line) => console.log(line));
  const serviceOptions = (name) => ({
    cwd: repoRoot,
    write,
    logFile: options.logDir && path.join(options.logDir, `${name}.log`),
    onUnexpectedExit: (code) => options.onUnexpectedExit?.(name, code),
  });
  const mongo = await startMongo({
    dbPath: options.dbPath,
    port: ports.mongo,
    log: (line) => write(`[mongo] ${line}`),
  });
  write(`[mongo] ${mongo.uri} (${mongo.source})`);
  /** @type {Map<string, import('./processes.mjs').Service>} */
  const services = new Map();

  const startRemote = async (name) => {
    const { command, port, startTimeoutMs } = remoteServer(name);
    // Its prerendered screens are rendered with the API's current public data.
    const service = startService(name, command, {
      ...serviceOptions(name),
      env: { ...process.env, API_URL: `http://127.0.0.1:${ports.api}` },
    });
    services.set(name, service);
    await waitForHttp(`http://127.0.0.1:${port}/remoteEntry.js`, service, startTimeoutMs);
  };
  const stopRemote = async (name) => {
    await services.get(name)?.stop();
    services.delete(name);
  };
  const stop = async () => {
    await Promise.all([...services.values()].map((service) => service.stop()));
    services.clear();
    await mongo.stop();
  };

  try {
    const apiCommand = options.apiCommand ?? [process.execPath, 'api/dist/server.js'];
    const api = startService('api', apiCommand, {
      ...serviceOptions('api'),
      env: apiEnvironment(options, mongo.uri, ports),
    });
    services.set('api', api);
    const shell = startService('shell', [process.execPath, 'shell/server/serve-shell.mjs'], {
      ...serviceOptions('shell'),
      env: shellEnvironment(ports, remoteServer),
    });
    services.set('shell', shell);
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, api),
      waitForHttp(`http://127.0.0.1:${ports.shell}/remotes.json`, shell),
      ...REMOTES.map(({ name }) => startRemote(name)),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://localhost:${ports.shell}`,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    mongoUri: mongo.uri,
    database: options.database ?? 'freight',
    ports,
    startRemote,
    stopRemote,
    stop,
  };
}
