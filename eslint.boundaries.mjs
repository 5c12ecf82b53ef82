// The project's import boundaries, as eslint config blocks (used by eslint.config.mjs).
// Zones are computed from the folders, so a new remote, feature or API module is covered
// without editing this file. Why import-x's no-restricted-paths: see README.md "Boundaries".
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(fileURLToPath(import.meta.url));
const at = (...parts) => path.join(root, ...parts);

const foldersIn = (...parts) => {
  try {
    return readdirSync(at(...parts), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const APPS = ['shell', 'api', ...foldersIn().filter((name) => name.startsWith('mf-'))];
const REMOTES = APPS.filter((name) => name.startsWith('mf-'));
const API_MODULES = foldersIn('api', 'src', 'modules');

/** Test code: may use another module's `testing.ts` and read the tms_* models raw. */
export const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test.mjs',
  '**/testing.ts',
  'api/src/test/**',
  'api/src/security/**',
  'api/src/modules/*/test/**',
  'api/src/modules/*/*/test/**',
];

/** Inside each remote: shared → features → app, and no feature importing another. */
function remoteZones(remote) {
  const src = (...parts) => at(remote, 'src', ...parts);
  const features = foldersIn(remote, 'src', 'features');
  return [
    {
      target: src('shared'),
      from: [src('features'), src('app')],
      message: 'Shared code never imports a feature or the app (shared → features → app).',
    },
    {
      target: src('features'),
      from: src('app'),
      message: 'A feature never imports the app (shared → features → app).',
    },
    ...features.map((feature) => ({
      target: src('features', feature),
      from: src('features'),
      except: [`./${feature}`],
      message: 'Features never import each other: move what both need into src/shared.',
    })),
  ];
}

/** No app (the shell, a remote, the API) imports another; packages import no app. */
function appZones() {
  return [
    ...APPS.map((app) => ({
      target: at(app),
      from: APPS.filter((other) => other !== app).map((other) => at(other)),
      message: 'An app never imports another app: share code through packages/.',
    })),
    {
      target: at('packages'),
      from: [...APPS, 'e2e', 'bench'].map((app) => at(app)),
      message: 'Packages never import an app.',
    },
  ];
}

/**
 * API modules use each other only through a module's public entry (index.ts); tests also
 * through its testing.ts. Code outside the modules (app, areas, server, libraries) likewise.
 */
function apiModuleZones({ tests }) {
  const modules = (...parts) => at('api', 'src', 'modules', ...parts);
  const entries = [modules('*', 'index.ts'), ...(tests ? [modules('*', 'testing.ts')] : [])];
  const message = `Use another API module only through its public entry (modules/<module>/index.ts${
    tests ? ' or, in tests, testing.ts' : ''
  }).`;
  return [
    ...API_MODULES.map((module) => ({
      target: modules(module, '**'),
      from: modules(`!(${module})`, '**'),
      except: entries,
      message,
    })),
    {
      target: at('api', 'src', '!(modules)', '**'),
      from: modules('*', '**'),
      except: entries,
      message,
    },
    {
      target: at('api', 'src', '*.ts'),
      from: modules('*', '**'),
      except: entries,
      message,
    },
  ];
}

const zones = ({ tests }) => [
  ...appZones(),
  ...REMOTES.flatMap(remoteZones),
  ...apiModuleZones({ tests }),
];

const importSettings = {
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      alwaysTryTypes: true,
      noWarnOnMultipleProjects: true,
      project: [at('*/tsconfig.json'), at('packages/*/tsconfig.json')],
    }),
  ],
};

const OWNER_SCOPED_MODELS = {
  regex: '(^|/)db/models/tms(?!_users)',
  allowTypeImports: true,
  message:
    'Carrier data (the tms_* models) is read and written only through db/ownerScope.ts (carrierData(ownerId)), so every query is scoped to its owner.',
};

/**
 * The shell provides @freight/runtime and @freight/ui whole, on every page: a value taken from
 * the contracts' index there could bring joi along (a module with schemas is kept whole).
 */
const CONTRACTS_INDEX_IN_SHARED_PACKAGES = {
  name: '@freight/contracts',
  allowTypeImports: true,
  message:
    'The shell ships @freight/runtime and @freight/ui on every page: import values from a joi-free subpath (@freight/contracts/listPages, /csv), never the index, which can bring joi.',
};

/** @type {import('eslint').Linter.Config[]} */
export const boundaries = [
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones({ tests: false }) }] },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones({ tests: true }) }] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/ownerScope.ts', 'api/src/db/models/**', ...TEST_FILES],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [OWNER_SCOPED_MODELS] }],
    },
  },
  {
    files: ['packages/runtime/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [CONTRACTS_INDEX_IN_SHARED_PACKAGES] },
      ],
    },
  },
];
