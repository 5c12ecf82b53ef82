#!/usr/bin/env node
// `npm run bench`: starts the production-built site (as `npm start` does, on free ports,
// with a throw-away database) or uses BENCH_URL, runs each benchmark and prints figures.
// Results are also written to bench/results/ (ignored by git).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@freight/mongo-runner';
import { REMOTES } from '../shell/server/manifest.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { bundleBytes, printBundleBytes } from './bundle-bytes.mjs';

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

async function freePorts() {
  const remotes = {};
  for (const { name } of REMOTES) remotes[name] = await freePort();
  return { shell: await freePort(), api: await freePort(), mailCatcher: await freePort(), remotes };
}

async function withSite(run) {
  if (process.env.BENCH_URL) return run(process.env.BENCH_URL);
  const dbPath = await mkdtemp(path.join(os.tmpdir(), 'freight-bench-'));
  const stack = await startStack({
    dbPath,
    database: 'bench',
    ports: await freePorts(),
    write: () => {},
  });
  try {
    return await run(stack.url);
  } finally {
    await stack.stop();
    await rm(dbPath, { recursive: true, force: true });
  }
}

await withSite(async (siteUrl) => {
  const bundle = await bundleBytes(siteUrl);
  printBundleBytes(bundle);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    path.join(resultsDir, 'bundle-bytes.json'),
    `${JSON.stringify(bundle, null, 2)}\n`,
  );
});
