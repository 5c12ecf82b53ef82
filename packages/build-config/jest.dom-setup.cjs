// @ts-expect-error -- its types are a global augmentation, not a module; required for the matchers it adds
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy* and waitFor give up after 1 s by default. On CI's 2 shared cores, beside the API tests'
// mongod and the builds, a redirect through two fetches and a lazily loaded page took longer
// (mf-admin's "session ends while the panel is open", 2026-11-25). Waiting longer changes no
// outcome: a passing wait returns as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });
