// Running the Windows mongod under Debian's wine64 (it installs no `wine64` on PATH).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDir } from './paths.mjs';

const DEBIAN_WINE64 = '/usr/lib/wine/wine64';
const INSTALL_WINE = 'apt-get update && apt-get install -y --no-install-recommends wine64';

function winePrefix() {
  return path.join(cacheDir(), 'wineprefix');
}

/** Environment for every wine process of this package: one prefix in the ignored cache. */
export function wineEnv() {
  return { ...process.env, WINEPREFIX: winePrefix(), WINEDEBUG: '-all' };
}

/** `/tmp/x` → `Z:\tmp\x`: Wine maps the Unix root to drive Z. */
export function toWindowsPath(unixPath) {
  return `Z:${path.resolve(unixPath).replaceAll('/', '\\')}`;
}

/**
 * Path of wine64, installing Debian's package when running as root.
 * @param {(line: string) => void} log
 */
export function ensureWine64(log) {
  const wine64 = process.env.WINE64_BINARY ?? DEBIAN_WINE64;
  if (existsSync(wine64)) return wine64;
  if (process.getuid?.() !== 0)
    throw new Error(
      `wine64 is needed to run the offline MongoDB fallback. Install it with:\n  sudo sh -c '${INSTALL_WINE}'`,
    );
  log(`installing wine64: ${INSTALL_WINE}`);
  const result = spawnSync('sh', ['-c', INSTALL_WINE], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0 || !existsSync(wine64))
    throw new Error(`could not install wine64 (${INSTALL_WINE} exited with ${result.status})`);
  return wine64;
}

/** Runs a Wine tool in our prefix, resolving with its exit code (null when it timed out). */
function runWine(executable, args, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(executable, args, { env: wineEnv(), stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', () => resolve(null));
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * Creates the Wine prefix once, before any mongod runs in it. Left to the first mongod start,
 * Wine builds the prefix in the background while mongod already serves, and mongods started
 * that way have been seen to hang or die a minute later; so wineboot runs first and we wait
 * until Wine has finished every process it started.
 * @param {string} wine64
 * @param {(line: string) => void} log
 */
export async function prepareWinePrefix(wine64, log) {
  const ready = path.join(winePrefix(), '.freight-ready');
  if (existsSync(ready)) return;
  log(`creating the Wine prefix ${winePrefix()} (once)`);
  await runWine(wine64, ['wineboot', '--init'], 120_000);
  const sibling = path.join(path.dirname(wine64), 'wineserver64');
  await runWine(existsSync(sibling) ? sibling : 'wineserver', ['-w'], 120_000);
  await writeFile(ready, `${new Date().toISOString()}\n`);
}
