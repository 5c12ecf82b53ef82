const { describe, expect, it } = require('@jest/globals');
const webpack = require('webpack');
const { createRemoteConfig, createShellConfig } = require('./webpack.cjs');

const remote = createRemoteConfig({ dir: '/srv/mf-tools', lifecycles: './lifecycles' });
const shell = createShellConfig({
  dir: '/srv/shell',
  entry: './index',
  template: './index.html',
  favicon: './favicon.svg',
});

/** @typedef {{ name?: string, devtool?: unknown, plugins?: unknown[] }} BuiltConfig */

/** @param {BuiltConfig} config */
const sourceMapPlugins = (config) =>
  (config.plugins ?? []).filter((plugin) => plugin instanceof webpack.SourceMapDevToolPlugin);

describe('production source maps', () => {
  it('are written beside dist/, never into it, and no bundle names them', () => {
    /** @type {BuiltConfig[]} */
    const built = [...remote({}, { mode: 'production' }), shell({}, { mode: 'production' })];
    for (const config of built) {
      expect([config.name, config.devtool]).toEqual([config.name, false]);
      if (config.name === 'prerender') {
        expect(sourceMapPlugins(config)).toEqual([]);
        continue;
      }
      const [plugin] = sourceMapPlugins(config);
      expect(plugin?.options).toMatchObject({
        filename: '../source-maps/[file].map',
        append: false,
      });
    }
  });

  it('stay inline in development builds', () => {
    /** @type {BuiltConfig[]} */
    const [config = {}] = remote({}, { mode: 'development' });
    expect(config.devtool).toBe('eval-cheap-module-source-map');
    expect(sourceMapPlugins(config)).toEqual([]);
  });
});

describe('the development server', () => {
  it('forwards to the API the address it saw, never one the page wrote', () => {
    const served = remote({ WEBPACK_SERVE: true }, { mode: 'development' }).find(
      (config) => 'devServer' in config,
    );
    /** @typedef {{ onProxyReq: (proxyRequest: object, request: object) => void }} ApiProxy */
    const devServer = /** @type {{ proxy: ApiProxy[] } | undefined} */ (
      served && 'devServer' in served ? served.devServer : undefined
    );
    const [apiProxy] = devServer?.proxy ?? [];
    /** @type {Record<string, string>} */
    const sent = {};
    const proxyRequest = {
      /** @param {string} name @param {string} value */
      setHeader: (name, value) => (sent[name] = value),
    };
    const request = {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      socket: { remoteAddress: '127.0.0.1' },
    };
    apiProxy?.onProxyReq(proxyRequest, request);
    expect(sent['x-forwarded-for']).toBe('127.0.0.1');
  });
});
