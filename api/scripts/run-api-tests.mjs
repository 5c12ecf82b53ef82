#!/usr/bin/env node
// `npm test` of the API: jest over real test mongods (ARCHITECTURE §6), in shards of the test
// files, each shard on a new mongod. The offline mongod.exe under Wine cannot serve a whole run:
// every table is an open file and a whole run passes this machine's limit of 20,000, and it has
// died or stopped answering after 1,500-2,400 connections (packages/mongo-runner/README.md). A
// shard stays far below both. When a shard's global teardown reports that its mongod died or
// stopped answering, the files that failed in that shard run once more on a new mongod; a file
// that fails again fails the run. Any other failure fails the run.
//
// `npm test -- <jest args>` (e.g. a file path) runs one jest, without shards.
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const SHARDS = 4;
const scratch = path.join(os.tmpdir(), `freight-api-tests-${process.pid}`);
const crashReport = `${scratch}-crash.json`;
const results = `${scratch}-results.json`;

/** @param {string[]} args @returns {Promise<number>} jest's exit code */
function jest(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['jest', '--maxWorkers=2', ...args], {
      stdio: 'inherit',
      env: { ...process.env, FREIGHT_TEST_MONGO_CRASH_REPORT: crashReport },
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @returns {Promise<{ code: number | null, reason: string } | undefined>} */
async function takeCrashReport() {
  const report = await readFile(crashReport, 'utf8').catch(() => undefined);
  await rm(crashReport, { force: true });
  return report === undefined ? undefined : JSON.parse(report);
}

/** @returns {Promise<string[]>} the test files that failed in the last run */
async function failedFiles() {
  const text = await readFile(results, 'utf8').catch(() => '{"testResults":[]}');
  /** @type {{ testResults: { name: string, status: string }[] }} */
  const report = JSON.parse(text);
  return report.testResults.filter((file) => file.status !== 'passed').map((file) => file.name);
}

/** @param {string[]} args @returns {Promise<number>} */
async function runOnceMoreAfterCrash(args) {
  await takeCrashReport();
  await rm(results, { force: true });
  const firstRun = await jest([...args, '--json', `--outputFile=${results}`]);
  const crash = firstRun === 0 ? undefined : await takeCrashReport();
  if (!crash) return firstRun;
  const files = await failedFiles();
  if (files.length === 0) return firstRun;
  console.log(
    `\nThe test mongod ${crash.reason} (its last lines are above).` +
      `\nRunning the ${files.length} test files that failed once more, on a new mongod.\n`,
  );
  const secondRun = await jest(['--runTestsByPath', ...files]);
  await takeCrashReport();
  return secondRun;
}

/** @param {string[]} args @returns {Promise<number>} */
async function runShards(args) {
  if (args.length > 0) return runOnceMoreAfterCrash(args);
  let failed = 0;
  for (let shard = 1; shard <= SHARDS; shard += 1) {
    console.log(`\nAPI tests, shard ${shard} of ${SHARDS}\n`);
    const code = await runOnceMoreAfterCrash([`--shard=${shard}/${SHARDS}`]);
    if (code !== 0) failed = code;
  }
  return failed;
}

const exitCode = await runShards(process.argv.slice(2));
await rm(results, { force: true });
process.exit(exitCode);
