// The official Linux build, fetched (once, into the ignored cache) by mongodb-memory-server.
import https from 'node:https';
import path from 'node:path';
import { DryMongoBinary, MongoBinary } from 'mongodb-memory-server-core';
import { cacheDir } from './paths.mjs';

const MONGODB_VERSION = process.env.MONGOMS_VERSION ?? '7.0.15';
const DOWNLOAD_HOST = 'https://fastdl.mongodb.org/';
const PROBE_TIMEOUT_MS = 3_000;

/** Resolves true when MongoDB's download server answers within a few seconds. */
function downloadServerReachable() {
  return new Promise((resolve) => {
    const request = https.request(
      DOWNLOAD_HOST,
      { method: 'HEAD', timeout: PROBE_TIMEOUT_MS },
      (response) => {
        response.resume();
        resolve(true);
      },
    );
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
    request.end();
  });
}

/**
 * Path of a downloaded mongod, or undefined when none is cached and the server is unreachable.
 * @param {(line: string) => void} log
 */
export async function downloadedMongod(log) {
  if (process.platform !== 'linux' && process.platform !== 'darwin') return undefined;
  const downloadDir = path.join(cacheDir(), 'binaries');
  const options = { version: MONGODB_VERSION, downloadDir };
  const cached = await DryMongoBinary.locateBinary(options).catch(() => undefined);
  if (cached) return cached;
  if (!(await downloadServerReachable())) {
    log(`${DOWNLOAD_HOST} is unreachable: skipping the official build`);
    return undefined;
  }
  log(`downloading MongoDB ${MONGODB_VERSION} with mongodb-memory-server`);
  try {
    return await MongoBinary.getPath({ ...options, checkMD5: true });
  } catch (error) {
    log(`download failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
