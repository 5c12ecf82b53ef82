// One real mongod per test run (ARCHITECTURE §6); each test file then uses its own database.
// Plain CommonJS so jest loads it untransformed and the ES-module runner can be imported.
module.exports = async function globalSetup() {
  const { startMongo } = await import('@freight/mongo-runner');
  const mongo = await startMongo({ replSet: true });
  process.env.TEST_MONGODB_URI = mongo.uri;
  globalThis.__FREIGHT_TEST_MONGO__ = mongo;
};
