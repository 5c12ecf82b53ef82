const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createRemoteConfig } = require('@freight/build-config/webpack.cjs');

const remote = createRemoteConfig({
  dir: __dirname,
  name: 'mf_fleetfolio',
  lifecycles: './src/app/lifecycles.tsx',
});

// dist/index.html mounts this area alone (own store, console toasts) to work on it without the shell.
const standalonePage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>mf-fleetfolio (standalone)</title></head>
  <body><div id="root"></div></body>
</html>`;

module.exports = (env, argv) => {
  const config = remote(env, argv);
  return {
    ...config,
    entry: { standalone: { import: './src/standalone.ts', filename: 'standalone.js' } },
    plugins: [
      ...config.plugins,
      new HtmlWebpackPlugin({
        templateContent: standalonePage,
        chunks: ['standalone'],
        publicPath: '/',
      }),
    ],
  };
};
