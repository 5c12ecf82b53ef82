// Builds each deployable package whose sources changed since its last build by `npm start`.
// Staleness is a content hash of the sources, stored beside the output after a build: file or
// folder times are no guide (a folder's own time changes when a build writes into it, a deleted
// file leaves no newer time behind, a checkout touches files it did not change).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { AREAS } from '../../packages/build-config/areas.mjs';
import { repoRoot } from './paths.mjs';

/** Each deployable workspace and the file its build produces last. */
const DEPLOYABLES = [
  { workspace: 'api', output: 'dist/server.js' },
  { workspace: 'shell', output: 'dist/index.html' },
  ...AREAS.map(({ workspace }) => ({
    workspace,
    output: 'dist/remoteEntry.js',
  })),
];

/** Libraries bundled into every build and the files every build depends on. */
const SHARED_SOURCES = [
  'packages/runtime',
  'packages/ui',
  'packages/contracts',
  'packages/build-config',
  'package-lock.json',
  'tsconfig.base.json',
];
/**
 * Not sources: outputs (a build's source maps go to `source-maps/` and a remote's render build
 * to `render/`, beside `dist/`), caches, and
 * the shell's server (run from source, never built).
 */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'source-maps',
  'render',
  '.cache',
  'coverage',
  'server',
  'test-results',
]);

/** Every file under `target` (or `target` itself), as paths relative to the repository. */
async function sourceFiles(target) {
  const entries = await readdir(path.join(repoRoot, target), { withFileTypes: true }).catch(
    (error) => (error.code === 'ENOTDIR' ? null : Promise.reject(error)),
  );
  if (entries === null) return [target];
  const nested = await Promise.all(
    entries
      .filter((entry) => !SKIPPED.has(entry.name))
      .map((entry) => sourceFiles(path.join(target, entry.name))),
  );
  return nested.flat();
}

/** sha256 over the names and contents of a workspace's sources and the shared ones. */
async function sourceFingerprint(workspace) {
  const files = (await Promise.all([workspace, ...SHARED_SOURCES].map(sourceFiles))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Beside the output, outside dist/ (emptied by each build, and deployed as it is). */
const fingerprintFile = (workspace) =>
  path.join(repoRoot, workspace, '.cache', 'build-sources.sha256');

async function isStale({ workspace, output }, fingerprint) {
  const [built, stored] = await Promise.all([
    readFile(path.join(repoRoot, workspace, output)).then(
      () => true,
      () => false,
    ),
    readFile(fingerprintFile(workspace), 'utf8').catch(() => ''),
  ]);
  return !built || stored.trim() !== fingerprint;
}

function npmBuild(workspace, write) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
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
    })
  );
}

/** Builds one deployable when its sources have no build yet. */
async function buildIfStale(deployable, write) {
  const { workspace } = deployable;
  // Taken before the build: an edit made while it runs leaves the output stale.
  const fingerprint = await sourceFingerprint(workspace);
  if (!(await isStale(deployable, fingerprint))) return;
  const started = Date.now();
  write(`[build] ${workspace}: no build of its current sources, building`);
  await npmBuild(workspace, write);
  await mkdir(path.dirname(fingerprintFile(workspace)), { recursive: true });
  await writeFile(fingerprintFile(workspace), `${fingerprint}\n`);
  write(`[build] ${workspace} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Builds the stale deployables, one per CPU at a time (each build is mostly one thread).
 * @param {(line: string) => void} write
 * @param {{ only?: string[] }} [options] these workspaces only (default: every deployable)
 */
export async function buildStale(write, { only } = {}) {
  const queue = DEPLOYABLES.filter(({ workspace }) => !only || only.includes(workspace));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await buildIfStale(next, write);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), 4) }, worker));
}
