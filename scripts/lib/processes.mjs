// Child processes of the stack: output prefixed by name, a clean stop, readiness by HTTP.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import readline from 'node:readline';

const STOP_GRACE_MS = 10_000;

/**
 * @typedef {object} Service
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<number | null>} exited resolves with the exit code (null after a signal)
 * @property {() => Promise<void>} stop SIGTERM, then SIGKILL after a grace period
 */

/**
 * @param {string} name
 * @param {string[]} command the executable and its arguments
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, write: (line: string) => void, logFile?: string, onUnexpectedExit?: (code: number | null) => void }} options
 *   `logFile`: the child writes its output to this file itself instead of through `write`
 * @returns {Service}
 */
export function startService(
  name,
  [executable, ...args],
  { env, cwd, write, logFile, onUnexpectedExit },
) {
  if (!executable) throw new Error(`${name}: no command to run`);
  const file = logFile ? openSync(logFile, 'w') : undefined;
  const output = file ?? 'pipe';
  const child = spawn(executable, args, { env, cwd, stdio: ['ignore', output, output] });
  if (file !== undefined) closeSync(file);
  let stopping = false;
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      if (!stopping) onUnexpectedExit?.(code);
      resolve(code);
    }),
  );
  child.once('error', (error) => write(`[${name}] could not start: ${error.message}`));
  for (const stream of [child.stdout, child.stderr])
    if (stream)
      readline.createInterface({ input: stream }).on('line', (line) => write(`[${name}] ${line}`));
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return { name, child, exited, stop };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls a URL until it answers 2xx, failing early when the service exits.
 * @param {string} url @param {Service} service @param {number} [timeoutMs]
 */
export async function waitForHttp(url, service, timeoutMs = 60_000) {
  let exitCode;
  service.exited.then((code) => (exitCode = code ?? 'signal'));
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`${service.name} exited (${exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${service.name}: ${url} did not answer within ${timeoutMs / 1000} s (${last})`);
}
