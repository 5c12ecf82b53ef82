// @ts-expect-error -- its types are a global augmentation, not a module; required for the matchers it adds
require('@testing-library/jest-dom');
