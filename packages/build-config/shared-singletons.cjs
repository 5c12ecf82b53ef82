// Every library that holds React, router, Redux or styled-components context must
// exist once on the page. The shell provides them; remotes consume the shell's copy.
// List every subpath that is imported: a missing subpath is silently bundled twice.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'single-spa-react',
  '@freight/runtime',
  '@freight/ui',
];

// Not context holders, but imported by several shared entries (@reduxjs/toolkit and its
// query subpaths) and by remotes' own libraries (recharts uses immer): unshared, each of those
// chunks bundled its own copy.
const SHARED_DEPENDENCIES = ['reselect', 'immer'];

function versionOf(name) {
  const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (root.startsWith('@freight/')) return false;
  return require(require.resolve(`${root}/package.json`, { paths: [process.cwd()] })).version;
}

// Shared as the part of it the site uses (react-router-dom.mjs), with the package's version.
const SUBSETS = { 'react-router-dom': require.resolve('./react-router-dom.mjs') };

function shareConfig(name) {
  const config = { singleton: true, requiredVersion: versionOf(name) };
  if (!SUBSETS[name]) return config;
  return { ...config, import: SUBSETS[name], version: versionOf(name) };
}

function sharedSingletons() {
  return Object.fromEntries(
    [...SINGLETONS, ...SHARED_DEPENDENCIES].map((name) => [name, shareConfig(name)]),
  );
}

module.exports = { SINGLETONS, sharedSingletons };
