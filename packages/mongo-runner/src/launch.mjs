// Spawns one mongod (native or under wine) and waits until it accepts connections.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const READY = 'Waiting for connections';
const START_TIMEOUT_MS = 60_000;
/** mongod's exit code after SIGINT (a console Ctrl-C under wine): a normal stop. */
export const SIGINT_EXIT_CODE = 12;

/**
 * @param {{ command: string, args: string[], env?: NodeJS.ProcessEnv, verbose?: boolean, onLine?: (line: string, child: import('node:child_process').ChildProcess) => void }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, exited: Promise<number | null>, recent: string[] }>}
 */
export function launchMongod({ command, args, env, verbose = false, onLine }) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? null : 0))),
  );
  const recent = [];
  return new Promise((resolve, reject) => {
    let ready = false;
    const fail = (reason) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`mongod did not start: ${reason}\n${recent.join('\n')}`));
    };
    const timer = setTimeout(() => {
      fail(`no "${READY}" within ${START_TIMEOUT_MS / 1000} s`);
      child.kill('SIGKILL');
    }, START_TIMEOUT_MS);
    child.once('error', (error) => fail(error.message));
    exited.then((code) => fail(`it exited with code ${code}`));
    // mongod stalls when its output pipe fills, so both streams are read for its whole life.
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        if (verbose) console.log(`[mongod] ${line}`);
        onLine?.(line, child);
        recent.push(line);
        if (recent.length > 20) recent.shift();
        if (!ready && line.includes(READY)) {
          ready = true;
          clearTimeout(timer);
          resolve({ child, exited, recent });
        }
      });
    }
  });
}

/**
 * Asks mongod to shut down cleanly, killing it if it has not exited after the grace period.
 * @param {{ child: import('node:child_process').ChildProcess, exited: Promise<number | null> }} server
 */
export async function stopMongod({ child, exited }, graceMs = 20_000) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  // Wine's server inherits mongod's output pipes and outlives it by a few seconds: reading on
  // would keep this process (a test runner) alive that long.
  child.stdout?.destroy();
  child.stderr?.destroy();
  return exited;
}
