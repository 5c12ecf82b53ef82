// The import boundaries of eslint.boundaries.mjs catch what they are for: each snippet below is
// linted by the repository's own eslint config as if it were the named file (ESLint's
// lintText with a filePath, in a child process because jest cannot load the ES module config).
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { expect, test } = require('@jest/globals');

const repo = path.join(__dirname, '..', '..');

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const out = {};
for (const [name, { filePath, code }] of Object.entries(JSON.parse(process.argv[1]))) {
  const [result] = await eslint.lintText(code, { filePath });
  out[name] = result.messages.map((m) => m.ruleId);
}
process.stdout.write(JSON.stringify(out));
`;

const CASES = {
  sharedImportsFeature: {
    filePath: 'mf-admin/src/shared/Probe.ts',
    code: "export { quotesApi } from '../features/quotes/api';\n",
    rule: 'import-x/no-restricted-paths',
  },
  featureImportsFeature: {
    filePath: 'mf-admin/src/features/quotes/Probe.ts',
    code: "export * from '../reviews/api';\n",
    rule: 'import-x/no-restricted-paths',
  },
  featureImportsApp: {
    filePath: 'mf-tools/src/features/tracking/Probe.ts',
    code: "export * from '../../app/routes';\n",
    rule: 'import-x/no-restricted-paths',
  },
  remoteImportsRemote: {
    filePath: 'mf-portal/src/app/Probe.ts',
    code: "export * from '../../../mf-tools/src/app/routes';\n",
    rule: 'import-x/no-restricted-paths',
  },
  packageImportsApp: {
    filePath: 'packages/ui/src/Probe.ts',
    code: "export * from '../../../shell/src/index';\n",
    rule: 'import-x/no-restricted-paths',
  },
  moduleImportsInternals: {
    filePath: 'api/src/modules/client-portal/probe.ts',
    code: "export { invoiceViews } from '../invoices/service';\n",
    rule: 'import-x/no-restricted-paths',
  },
  handlerImportsTmsModel: {
    filePath: 'api/src/modules/fleetfolio/trips/probe.ts',
    code: "export { TmsTripModel } from '../../../db/models/tms_trips';\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  sharedPackageTakesContractsIndex: {
    filePath: 'packages/runtime/src/remote/Probe.ts',
    code: "export { LIST_SEARCH_MAX } from '@freight/contracts';\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  sharedPackageTakesJoiFreeSubpath: {
    filePath: 'packages/ui/src/table/Probe.ts',
    code: "export { toCsv } from '@freight/contracts/csv';\n",
    rule: null,
  },
  moduleUsesPublicEntry: {
    filePath: 'api/src/modules/client-portal/probe.ts',
    code: "export { invoiceViews } from '../invoices';\n",
    rule: null,
  },
  testUsesTestingEntry: {
    filePath: 'api/src/modules/reviews/probe.test.ts',
    code: "export { signedInAdmin } from '../admin-auth/testing';\n",
    rule: null,
  },
};

test('each boundary rule reports its violation, and the allowed imports pass', () => {
  const input = Object.fromEntries(
    Object.entries(CASES).map(([name, { filePath, code }]) => [
      name,
      { filePath: path.join(repo, filePath), code },
    ]),
  );
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', LINT, JSON.stringify(input)],
    { cwd: repo, encoding: 'utf8' },
  );
  const reported = JSON.parse(output);
  for (const [name, { rule }] of Object.entries(CASES)) {
    expect({ name, rules: reported[name] }).toEqual({ name, rules: rule ? [rule] : [] });
  }
}, 120_000);
