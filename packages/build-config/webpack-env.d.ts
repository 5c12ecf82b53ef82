// Types of what webpack gives the modules it bundles: `import.meta.webpackHot` (hot module
// replacement) and the alias hot-lifecycles.mjs imports the area's lifecycles by.
/// <reference types="webpack/module" />

declare module 'freight-area-lifecycles' {
  type Lifecycle = (props: object) => Promise<unknown>;
  export const bootstrap: Lifecycle;
  export const mount: Lifecycle;
  export const unmount: Lifecycle;
}
