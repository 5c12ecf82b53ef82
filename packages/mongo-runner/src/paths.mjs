import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the monorepo (two levels above this package). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Ignored folder that holds downloaded binaries and the Wine prefix. */
export function cacheDir() {
  return process.env.FREIGHT_MONGO_CACHE ?? path.join(repoRoot, '.cache', 'mongodb');
}
