// A test mongod that died mid-run is not restarted (its data died with it): the run fails here,
// naming the cause, rather than through whichever tests met the empty server. scripts/jest-once-more-after-crash.mjs
// reads the report to run the failed files once more on a new server.
const { writeFileSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const mongo = globalThis.__FREIGHT_TEST_MONGO__;
  if (!mongo) return;
  const crash = mongo.crash();
  await mongo.stop();
  if (crash) {
    const report = process.env.FREIGHT_TEST_MONGO_CRASH_REPORT;
    if (report) writeFileSync(report, JSON.stringify({ code: crash.code }));
    throw new Error(
      `the test mongod died during the run (exit code ${crash.code}); its last lines:\n${crash.lastLines.join('\n')}`,
    );
  }
};
