// Loaded through dynamic imports so federation can set up the shared modules first.
void Promise.all([import('@freight/runtime'), import('./app/lifecycles')]).then(
  ([runtime, lifecycles]) => runtime.mountStandalone(lifecycles, 'mf_fleetfolio', '/fleetfolio'),
);
