const { rm } = require('node:fs/promises');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrerenderPlugin } = require('./prerender-plugin.cjs');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { StartupChunksPlugin } = require('./startup-chunks-plugin.cjs');
const { areas: AREAS } = require('./areas.json');

/** The registry's entry for the area in folder `dir` (its name is the federation container). */
function areaIn(dir) {
  const area = AREAS.find(({ workspace }) => workspace === path.basename(dir));
  if (!area) throw new Error(`${dir} is not an area of packages/build-config/areas.json`);
  return area;
}

/** `jsxDevelopment`: React's development JSX runtime, for bundles that carry their own React. */
function swcRule(jsxDevelopment) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: jsxDevelopment } },
        },
        env: { targets: 'defaults and supports es6-module' },
      },
    },
  };
}

/** Where a package's production source maps go: beside dist/, never in it (dist/ is served). */
const SOURCE_MAPS = 'source-maps';

/**
 * Production source maps are written to <package>/source-maps/ (to upload privately to an error
 * tracker), not to dist/, and the bundles name none (no sourceMappingURL), so the servers never
 * publish the source. `clean` empties the folder first (the compiler that builds dist/ first).
 */
function privateSourceMaps({ dir, isProduction, clean = false }) {
  if (!isProduction) return [];
  /** @type {import('webpack').WebpackPluginInstance[]} */
  const plugins = [
    new webpack.SourceMapDevToolPlugin({ filename: `../${SOURCE_MAPS}/[file].map`, append: false }),
  ];
  if (clean) {
    plugins.push({
      apply: (compiler) =>
        compiler.hooks.beforeRun.tapPromise('CleanSourceMaps', () =>
          rm(path.join(dir, SOURCE_MAPS), { recursive: true, force: true }),
        ),
    });
  }
  return plugins;
}

function baseConfig({ dir, name, isProduction, jsxDevelopment = !isProduction }) {
  return {
    context: dir,
    mode: isProduction ? 'production' : 'development',
    // Production maps come from privateSourceMaps (outside dist/); development ones are inline.
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule(jsxDevelopment),
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Remotes are given as remoteEntry.js URLs, never as manifests, so the runtime's snapshot
 * (manifest) code is left out, as is its Node.js code.
 */
const RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/**
 * The shell provides its federation runtime core to the page (provide-federation-runtime.mjs)
 * and every remote entry uses it (`externalRuntime`) instead of bundling a second copy.
 */
/**
 * @param {{ name: string, exposes: Record<string, string>, experiments: object,
 *   runtimePlugins?: string[], manifest?: boolean }} options
 */
function federation({ name, exposes, experiments, runtimePlugins, manifest = false }) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest,
    experiments,
    runtimePlugins,
  });
}

/** dist/index.html mounts the area alone (own store, console toasts), to work on it without the shell. */
function standalonePage(packageName) {
  return new HtmlWebpackPlugin({
    templateContent: `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${packageName} (standalone)</title></head>
  <body><div id="root"></div></body>
</html>`,
    chunks: ['standalone'],
    publicPath: '/',
  });
}

/**
 * The standalone page, a plain bundle without federation: the remote entry expects the
 * shell's federation runtime on the page, which a page without the shell lacks. Built after
 * the remote, whose build empties dist/.
 */
function standaloneConfig({ dir, name, isProduction }) {
  const base = baseConfig({ dir, name: `${name}_standalone`, isProduction });
  return {
    ...base,
    name: 'standalone',
    dependencies: ['remote'],
    entry: { standalone: './src/standalone.ts' },
    output: {
      ...base.output,
      filename: 'standalone.js',
      chunkFilename: `standalone/${base.output.chunkFilename}`,
      clean: false,
    },
    plugins: [standalonePage(path.basename(dir)), ...privateSourceMaps({ dir, isProduction })],
  };
}

/**
 * A Node.js build of the area's routes (`src/app/prerender.ts`, bundled whole so that no
 * library's module format matters), run after it is emitted to write dist/prerendered.json.
 * Built after the remote, whose build empties dist/. It goes to `render/` beside dist/ (never
 * served): the remote's server renders with it again with the API's data (serve-static.mjs).
 */
function prerenderConfig({ dir, name, isProduction }) {
  const base = baseConfig({ dir, name: `${name}_prerender`, isProduction });
  const outputDir = path.join(dir, 'render');
  return {
    ...base,
    name: 'prerender',
    dependencies: ['remote'],
    target: 'node20',
    devtool: false,
    entry: { prerender: './src/app/prerender.ts' },
    output: {
      path: outputDir,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    optimization: { minimize: false },
    plugins: [new PrerenderPlugin({ bundle: 'prerender.cjs', outputDir: path.join(dir, 'dist') })],
  };
}

/** `exposed`: the module exposed as `./app`, the area's single-spa lifecycles. */
function remoteConfig({ dir, name, exposed, isProduction }) {
  return {
    // The React of a remote is always the shell's, so its JSX uses the shared
    // `react/jsx-runtime` (the development one is not shared and expects a development React).
    ...baseConfig({ dir, name, isProduction, jsxDevelopment: false }),
    name: 'remote',
    entry: {},
    plugins: [
      federation({
        name,
        exposes: { './app': exposed },
        // mf-manifest.json: the files of `./app` the shell server preloads.
        manifest: true,
        // Remotes load no other remote.
        experiments: {
          externalRuntime: true,
          optimization: { ...RUNTIME_OPTIMIZATION, disableRemote: true },
        },
      }),
      ...privateSourceMaps({ dir, isProduction, clean: true }),
    ],
  };
}

/**
 * `npm run dev -w <area>` (webpack serve): the remote and its standalone page from memory on
 * the area's dev port, updating the page that shows them on every change (hot module
 * replacement; a reload when an update cannot be applied). The shell loads
 * it through an override (shell/server/overrides.mjs), so its entry is CORS-open and its
 * reload socket named in full. The standalone page gets `/api` through the proxy (its
 * `Origin` made the shell's, as the API accepts writes from the site's origin only) and a
 * history fallback, so a deep link such as /trip-planner opens it.
 */
function devServer({ name, devPort, routes }) {
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
  const siteOrigin = process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000';
  const ownOrigins = new Set([`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`]);
  return {
    host: '127.0.0.1',
    port: devPort,
    hot: true,
    liveReload: true,
    static: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: {
      webSocketURL: `ws://localhost:${devPort}/ws`,
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
    },
    historyApiFallback: { index: '/index.html' },
    onListening() {
      const route = routes.find((candidate) => !candidate.includes(':')) ?? '/';
      const entry = `http://localhost:${devPort}/remoteEntry.js`;
      console.log(
        `\n  ${name} from source. In the running site (npm start), open once:\n` +
          `    ${siteOrigin}${route}?override=${name}@${entry}\n` +
          `  Alone (standalone page): http://localhost:${devPort}/\n`,
      );
    },
    proxy: [
      {
        context: ['/api'],
        target: apiUrl,
        onProxyReq(proxyRequest, request) {
          if (ownOrigins.has(request.headers.origin)) proxyRequest.setHeader('origin', siteOrigin);
          // The API trusts one proxy hop: it must be the address this server saw, never one the
          // page wrote (as the shell's proxy does).
          proxyRequest.setHeader('x-forwarded-for', request.socket.remoteAddress ?? '');
        },
      },
    ],
  };
}

/**
 * The remote under `webpack serve`: its `./app` swaps the area's code in place on each edit
 * (hot-lifecycles.mjs), and its source maps use no eval() (the shell's page policy allows no
 * 'unsafe-eval').
 */
function hotRemote({ dir, lifecycles, area }) {
  const { name } = area;
  const remote = remoteConfig({
    dir,
    name,
    exposed: require.resolve('./hot-lifecycles.mjs'),
    isProduction: false,
  });
  return {
    ...remote,
    devtool: 'cheap-module-source-map',
    resolve: {
      ...remote.resolve,
      alias: { 'freight-area-lifecycles$': path.resolve(dir, lifecycles) },
    },
    devServer: devServer(area),
  };
}

/**
 * A federated remote exposing its single-spa lifecycles as `./app`, plus the standalone page
 * built from `src/standalone.ts` and the first screens of its routes (`prerendered.json`).
 * Under `webpack serve`, the remote and its standalone page only, served by `devServer`.
 */
function createRemoteConfig({ dir, lifecycles }) {
  const area = areaIn(dir);
  const { name } = area;
  return (env, argv) => {
    const isProduction = argv.mode !== 'development';
    if (env.WEBPACK_SERVE)
      return [hotRemote({ dir, lifecycles, area }), standaloneConfig({ dir, name, isProduction })];
    return [
      remoteConfig({ dir, name, exposed: lifecycles, isProduction }),
      standaloneConfig({ dir, name, isProduction }),
      prerenderConfig({ dir, name, isProduction }),
    ];
  };
}

/** Files of the libraries the shell provides, by family (an upgrade changes one file). */
const LIBRARY_FAMILIES = {
  'react-dom': ['react-dom', 'scheduler'],
  redux: [
    '@reduxjs',
    'redux',
    'redux-thunk',
    'react-redux',
    'immer',
    'reselect',
    'use-sync-external-store',
    '@standard-schema',
  ],
  // the rest, but for what the shell loads only after the page (web-vitals: its own chunk)
  libraries: ['(?!web-vitals[\\\\/]).+'],
};

function libraryFamily(name, packages, priority) {
  return {
    test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
    chunks: 'async',
    name,
    enforce: true,
    priority,
  };
}

/**
 * Every page loads all the shared libraries the shell provides: a file per family of them, not
 * one request each (over HTTP/1.1 the browser opens 6 connections to an origin, and the 18
 * files of the shell's startup queued behind one another), nor one file (one long task to
 * compile: Lighthouse TBT +100 ms).
 */
const SHELL_SPLIT_CHUNKS = {
  cacheGroups: Object.fromEntries(
    Object.entries(LIBRARY_FAMILIES).map(([name, packages], index, all) => [
      name,
      libraryFamily(name, packages, all.length - index),
    ]),
  ),
};

/** The single-spa root config: hosts every shared singleton, consumes remotes at runtime. */
function createShellConfig({ dir, entry, template, favicon }) {
  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    const base = baseConfig({ dir, name: 'shell', isProduction });
    return {
      ...base,
      entry: { main: entry },
      output: { ...base.output, publicPath: '/' },
      optimization: { ...base.optimization, splitChunks: SHELL_SPLIT_CHUNKS },
      plugins: [
        federation({
          name: 'shell',
          exposes: {},
          runtimePlugins: [require.resolve('./provide-federation-runtime.mjs')],
          experiments: { optimization: RUNTIME_OPTIMIZATION },
        }),
        new StartupChunksPlugin({ bootstrapChunk: 'bootstrap' }),
        new HtmlWebpackPlugin({ template, favicon, scriptLoading: 'defer' }),
        ...privateSourceMaps({ dir, isProduction, clean: true }),
      ],
    };
  };
}

module.exports = { createRemoteConfig, createShellConfig };
