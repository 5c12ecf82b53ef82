// A test mongod that died or stopped answering mid-run is not restarted (its data died with it):
// this names the cause, rather than leaving it to whichever tests met the empty or silent
// server. scripts/run-api-tests.mjs reads the report to run the failed files once more on a new
// server; a plain `jest` run fails here.
const { writeFileSync } = require('node:fs');
const mongoose = require('mongoose');

const ANSWER_WITHIN_MS = 10_000;

/** @returns {Promise<boolean>} whether the server answers a ping in time */
async function answers(uri) {
  const connection = mongoose.createConnection(uri, {
    serverSelectionTimeoutMS: ANSWER_WITHIN_MS,
    socketTimeoutMS: ANSWER_WITHIN_MS,
  });
  try {
    const { db } = await connection.asPromise();
    if (!db) return false;
    await db.admin().ping();
    return true;
  } catch {
    return false;
  } finally {
    await connection.close(true).catch(() => undefined);
  }
}

/** @returns {Promise<{ code: number | null, reason: string, lastLines: string[] } | undefined>} */
async function failureOf(mongo) {
  const crash = mongo.crash();
  if (crash) return { ...crash, reason: `died during the run (exit code ${crash.code})` };
  if (await answers(mongo.uri)) return undefined;
  return { code: null, reason: 'stopped answering during the run', lastLines: [] };
}

module.exports = async function globalTeardown() {
  const mongo = globalThis.__FREIGHT_TEST_MONGO__;
  if (!mongo) return;
  const failure = await failureOf(mongo);
  await mongo.stop();
  if (!failure) return;
  const message = `the test mongod ${failure.reason}; its last lines:\n${failure.lastLines.join('\n')}`;
  const report = process.env.FREIGHT_TEST_MONGO_CRASH_REPORT;
  // The runner decides (the tests that met the server have failed already); a throw here would
  // keep jest from writing the results that name the failed files.
  if (!report) throw new Error(message);
  console.error(message);
  writeFileSync(report, JSON.stringify({ code: failure.code, reason: failure.reason }));
};
