const { createShellConfig } = require('@freight/build-config/webpack.cjs');

module.exports = createShellConfig({
  dir: __dirname,
  entry: './src/index.ts',
  template: './src/index.html',
  favicon: './public/favicon.svg',
});
