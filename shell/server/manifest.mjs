// The runtime manifest the shell reads at start (/remotes.json). Each remote's entry URL
// comes from the environment, so moving a remote never needs a rebuild of the shell. The
// areas themselves are listed once, in packages/build-config/areas.json.
import { AREAS, areaNamed } from '../../packages/build-config/areas.mjs';

/** Remote containers, the routes each one owns, and where they run locally by default. */
export const REMOTES = AREAS.map(({ name, port, routes }) => ({ name, port, routes }));

/** `mf_marketing` → `REMOTE_MF_MARKETING_URL` */
export function entryVariable(name) {
  return areaNamed(name).entryVariable;
}

/** @param {NodeJS.ProcessEnv} env */
export function buildManifest(env) {
  return {
    remotes: REMOTES.map(({ name, port, routes }) => ({
      name,
      entry: env[entryVariable(name)] || `http://localhost:${port}/remoteEntry.js`,
      routes,
    })),
  };
}
