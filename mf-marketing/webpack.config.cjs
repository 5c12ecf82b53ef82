const { createRemoteConfig } = require('@freight/build-config/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  lifecycles: './src/app/lifecycles.tsx',
});
