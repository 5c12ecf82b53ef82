// The processes of the cluster test: API instances from api/dist, the shell's server balancing
// /api over them, and the standalone SMTP catcher, each started, killed and started again here.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../lib/paths.mjs';
import { startService, waitForHttp } from '../lib/processes.mjs';

/**
 * One API instance on its own port. `kill()` is a crash (SIGKILL); `start()` starts it again
 * with the same settings.
 * @param {string} name @param {number} port @param {NodeJS.ProcessEnv} env @param {string} logDir
 */
export function apiInstance(name, port, env, logDir) {
  let service;
  let starts = 0;
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    async start() {
      starts += 1;
      service = startService(name, [process.execPath, path.join(repoRoot, 'api/dist/server.js')], {
        env: { ...env, PORT: String(port) },
        cwd: repoRoot,
        write: () => undefined,
        logFile: path.join(logDir, `${name}-${starts}.log`),
      });
      await waitForHttp(`${instance.url}/api/health`, service, 120_000);
    },
    async kill() {
      service.child.kill('SIGKILL');
      await service.exited;
    },
    get pid() {
      return service?.child.pid;
    },
    async stop() {
      await service?.stop();
    },
  };
  return instance;
}

/** The shell's server, balancing /api over `apiUrls`, its pages from shell/dist. */
export async function startShell(port, apiUrls, logDir) {
  const service = startService('shell', [process.execPath, 'shell/server/serve-shell.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrls.join(','),
      // The test stands in for an ingress in front of the shell: one trusted hop here.
      TRUST_PROXY_HOPS: '1',
    },
    cwd: repoRoot,
    write: () => undefined,
    logFile: path.join(logDir, 'shell.log'),
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, service, 60_000);
  return { url: `http://127.0.0.1:${port}`, pid: service.child.pid, stop: () => service.stop() };
}

/**
 * The standalone SMTP catcher (scripts/cluster/catcher.mjs). `received` lists every message
 * it took, across restarts: `{ messageId, subject }`.
 * @param {number} port
 */
export function smtpCatcher(port) {
  const received = [];
  let child;
  const catcher = {
    port,
    received,
    /** Starts listening; resolves once it accepts connections. */
    start() {
      child = spawn(
        process.execPath,
        [path.join(repoRoot, 'scripts/cluster/catcher.mjs'), String(port)],
        {
          cwd: repoRoot,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      return /** @type {Promise<void>} */ (
        new Promise((resolve, reject) => {
          child.once('exit', (code) => reject(new Error(`the SMTP catcher exited (${code})`)));
          readline.createInterface({ input: child.stdout }).on('line', (line) => {
            if (line.startsWith('ready ')) resolve();
            const mail = /^mail (\S*) (.*)$/.exec(line);
            if (mail) received.push({ messageId: mail[1], subject: mail[2] });
          });
        })
      );
    },
    /** SMTP goes down: the port refuses connections until `start()`. */
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  return catcher;
}

/** The resident memory of a process in MB (Linux /proc), or undefined elsewhere. */
export async function residentMb(pid) {
  if (!pid) return undefined;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  return Number.isFinite(kb) && kb > 0 ? Math.round(kb / 1024) : undefined;
}
