const { createRemoteConfig } = require('@freight/build-config/webpack.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_admin',
  lifecycles: './src/app/lifecycles.tsx',
});
