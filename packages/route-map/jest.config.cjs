const { jestConfig } = require('@freight/build-config/jest.preset.cjs');

module.exports = jestConfig({ environment: 'jsdom' });
