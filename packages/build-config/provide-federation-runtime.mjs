// A federation runtime plugin of the shell: puts its federation runtime core on the page for
// the remote entries, built with `externalRuntime`, instead of each bundling its own. An ES
// module, so webpack bundles the same (ESM) copy of the core the shell's runtime uses; the
// packaged plugin (`provideExternalRuntime`) is resolved as CommonJS and brought a second copy.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
