// The shared react-router-dom is the subset in react-router-dom.mjs: a name imported from it
// but missing there would be undefined at run time in the composed site only (jest and the
// standalone pages use the whole package).
const { readdirSync, readFileSync } = require('node:fs');
const { expect, test } = require('@jest/globals');
const path = require('node:path');

const repo = path.join(__dirname, '..', '..');
const SOURCE_ROOTS = [
  'shell/src',
  'packages',
  'mf-marketing/src',
  'mf-admin/src',
  'mf-portal/src',
  'mf-tools/src',
  'mf-fleetfolio/src',
];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|mjs|cjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

function importsFrom(source, specifier) {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier}'`, 'g');
  return [...source.matchAll(pattern)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2].split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);
}

const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(repo, root))).filter(
  (file) => !file.endsWith('react-router-dom.mjs'),
);
const sources = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const subset = readFileSync(path.join(__dirname, 'react-router-dom.mjs'), 'utf8');
const provided = new Set(
  importsFrom(`import ${subset.slice(subset.indexOf('{'))}`, 'react-router'),
);

test('every name imported from react-router-dom is in the shared subset', () => {
  const missing = sources.flatMap(({ file, text }) =>
    importsFrom(text, 'react-router-dom')
      .filter((name) => !provided.has(name))
      .map((name) => `${name} (${path.relative(repo, file)})`),
  );
  expect(missing).toEqual([]);
});

// The build-time render of the areas' first screens runs in Node.js, never on the page.
const BUILD_TIME_ONLY = new Set([path.join(repo, 'packages/runtime/src/remote/prerender.tsx')]);

test('nothing on the page imports react-router itself, which is not shared', () => {
  const direct = sources.filter(
    ({ file, text }) => !BUILD_TIME_ONLY.has(file) && /from\s+'react-router(\/[^']*)?'/.test(text),
  );
  expect(direct.map(({ file }) => path.relative(repo, file))).toEqual([]);
});

test('no namespace or default import of react-router-dom escapes the check', () => {
  const opaque = sources.filter(({ text }) =>
    /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'react-router-dom'/.test(text),
  );
  expect(opaque.map(({ file }) => path.relative(repo, file))).toEqual([]);
});
