const { jestConfig } = require('@freight/build-config/jest.preset.cjs');

module.exports = {
  ...jestConfig({ environment: 'node' }),
  globalSetup: '<rootDir>/src/test/globalSetup.cjs',
  globalTeardown: '<rootDir>/src/test/globalTeardown.cjs',
  testTimeout: 30_000,
};
