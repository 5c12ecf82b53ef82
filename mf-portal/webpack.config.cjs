const { createRemoteConfig } = require('@freight/build-config/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_portal',
  lifecycles: './src/app/lifecycles.tsx',
});
