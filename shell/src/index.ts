import { fetchManifest } from './manifest/manifest';
import { afterFirstPaint } from './routing/prerenderedScreen';
import { evaluateLibrariesOnePerTask } from './startup/libraries';

// Read at once rather than after the bootstrap chunk: the page preloads it alongside.
const manifest = fetchManifest();
// Handled by the bootstrap, which reports a failed read; not an unhandled rejection meanwhile.
manifest.catch(() => undefined);

// The async boundary lets the federation runtime set up the shared singletons first.
void afterFirstPaint()
  .then(evaluateLibrariesOnePerTask)
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(({ boot }) => boot(manifest));
