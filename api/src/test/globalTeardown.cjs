module.exports = async function globalTeardown() {
  await globalThis.__FREIGHT_TEST_MONGO__?.stop();
};
