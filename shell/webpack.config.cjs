const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createShellConfig } = require('@freight/build-config/webpack.cjs');

const shell = createShellConfig({
  dir: __dirname,
  entry: './src/index.ts',
  template: './src/index.html',
});

// The page also carries the favicon: HtmlWebpackPlugin copies public/favicon.svg to dist.
module.exports = (env, argv) => {
  const config = shell(env, argv);
  const favicon = path.join(__dirname, 'public/favicon.svg');
  return {
    ...config,
    // The federation runtime cannot resolve a hash in an entry's name. The entry is a tiny
    // loader served no-cache (like remoteEntry.js); everything it loads is content-hashed.
    output: { ...config.output, filename: '[name].js' },
    plugins: config.plugins.map((plugin) =>
      plugin instanceof HtmlWebpackPlugin
        ? new HtmlWebpackPlugin({ ...plugin.userOptions, favicon })
        : plugin,
    ),
  };
};
