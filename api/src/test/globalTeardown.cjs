// A test mongod that died mid-run is not restarted (its data died with it): the run fails here,
// naming the cause, rather than through whichever tests met the empty server.
module.exports = async function globalTeardown() {
  const mongo = globalThis.__FREIGHT_TEST_MONGO__;
  if (!mongo) return;
  const crash = mongo.crash();
  await mongo.stop();
  if (crash) {
    throw new Error(
      `the test mongod died during the run (exit code ${crash.code}); its last lines:\n${crash.lastLines.join('\n')}`,
    );
  }
};
