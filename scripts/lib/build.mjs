// Builds each deployable package whose output is missing or older than its sources.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/** Each deployable workspace and the file its build produces last. */
export const DEPLOYABLES = [
  { workspace: 'api', output: 'dist/server.js' },
  { workspace: 'shell', output: 'dist/index.html' },
  ...['mf-marketing', 'mf-admin', 'mf-portal', 'mf-tools', 'mf-fleetfolio'].map((workspace) => ({
    workspace,
    output: 'dist/remoteEntry.js',
  })),
];

/** Libraries bundled into every build: a change there makes every output stale. */
const SHARED_SOURCES = [
  'packages/runtime',
  'packages/ui',
  'packages/contracts',
  'packages/build-config',
];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'server']);

async function newestMtime(target) {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => !SKIPPED.has(entry.name))
      .map((entry) => newestMtime(path.join(target, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

async function isStale({ workspace, output }) {
  const built = await stat(path.join(repoRoot, workspace, output)).catch(() => undefined);
  if (!built) return true;
  const sources = await Promise.all(
    [workspace, ...SHARED_SOURCES].map((dir) => newestMtime(path.join(repoRoot, dir))),
  );
  return Math.max(...sources) > built.mtimeMs;
}

function npmBuild(workspace, write) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) =>
        String(chunk)
          .split('\n')
          .filter(Boolean)
          .forEach((line) => write(`[build ${workspace}] ${line}`)),
      );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm run build -w ${workspace} exited with ${code}`)),
    );
  });
}

/**
 * @param {(line: string) => void} write
 * @param {string[]} [workspaces] only these deployables (default: all)
 */
export async function buildStale(write, workspaces) {
  for (const deployable of DEPLOYABLES) {
    if (workspaces && !workspaces.includes(deployable.workspace)) continue;
    if (!(await isStale(deployable))) continue;
    const started = Date.now();
    write(`[build] ${deployable.workspace}: output missing or older than its sources, building`);
    await npmBuild(deployable.workspace, write);
    write(
      `[build] ${deployable.workspace} built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
