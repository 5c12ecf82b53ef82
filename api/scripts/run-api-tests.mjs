#!/usr/bin/env node
// `npm test` of the API: jest over one test mongod (ARCHITECTURE §6). The offline mongod.exe
// under Wine has died mid-run with an access violation inside Wine's heap
// (packages/mongo-runner/README.md), failing every file that was using it. When the global
// teardown reports such a crash, the files that failed run once more on a new mongod; a file
// that fails again fails the run. Any other failure fails the run at once.
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const crashReport = path.join(os.tmpdir(), `freight-api-test-crash-${process.pid}.json`);

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

/** @returns {Promise<{ code: number | null } | undefined>} the crash the last run reported */
async function takeCrashReport() {
  const report = await readFile(crashReport, 'utf8').catch(() => undefined);
  await rm(crashReport, { force: true });
  return report === undefined ? undefined : JSON.parse(report);
}

const args = process.argv.slice(2);
await takeCrashReport();
const firstRun = await jest(args);
const crash = firstRun === 0 ? undefined : await takeCrashReport();
if (!crash) process.exit(firstRun);
console.log(
  `\nThe test mongod crashed during the run (exit code ${crash.code}; its last lines are above).` +
    '\nRunning the test files that failed once more, on a new mongod.\n',
);
const secondRun = await jest([...args, '--onlyFailures']);
await takeCrashReport();
process.exit(secondRun);
