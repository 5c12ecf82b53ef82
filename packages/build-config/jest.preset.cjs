const path = require('node:path');

// Packages published only as ES modules that jest must transform to run in CommonJS.
const ESM_PACKAGES = ['d3-.*', 'topojson-client', 'internmap', 'delaunator', 'robust-predicates'];

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      // Node 20 runs ES2022 natively; down-levelling (e.g. d3's classes) makes tests ~12x slower.
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/**
 * `setupFilesAfterEnv`: a package's own setup, run after the test environment is in place.
 * @param {{ environment?: 'node' | 'jsdom', setupFilesAfterEnv?: string[] }} [options]
 */
function jestConfig({ environment = 'node', setupFilesAfterEnv = [] } = {}) {
  return {
    testEnvironment: environment,
    // Component tests type and click through whole forms: on CI's 2 shared cores one of them
    // can take longer than jest's default 5 s without anything being wrong.
    ...(environment === 'jsdom' ? { testTimeout: 20_000 } : {}),
    transform: { '^.+\\.(t|j|mj)sx?$': swcTransform },
    transformIgnorePatterns: [`node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    // Every environment: a node-environment package may still run one test file in jsdom.
    setupFiles: [path.join(__dirname, 'jest.encoders.cjs')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest.dom-setup.cjs')] : []),
      ...setupFilesAfterEnv,
    ],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'jest.style-stub.cjs') },
  };
}

module.exports = { jestConfig };
