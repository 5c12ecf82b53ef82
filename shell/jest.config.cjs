const path = require('node:path');
const { jestConfig } = require('@freight/build-config/jest.preset.cjs');

module.exports = jestConfig({
  environment: 'jsdom',
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
});
