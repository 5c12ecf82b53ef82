// The runtime manifest the shell reads at start (/remotes.json). Each remote's entry URL
// comes from the environment, so moving a remote never needs a rebuild of the shell.

/** Remote containers, the routes each one owns, and where they run locally by default. */
export const REMOTES = [
  { name: 'mf_marketing', port: 3001, routes: ['/', '/review/:token'] },
  { name: 'mf_admin', port: 3002, routes: ['/admin-login', '/admin'] },
  { name: 'mf_portal', port: 3003, routes: ['/client-portal'] },
  { name: 'mf_tools', port: 3004, routes: ['/trip-planner', '/tracking'] },
  {
    name: 'mf_fleetfolio',
    port: 3005,
    routes: ['/fleetfolio', '/fleetfolio/login', '/fleetfolio/register'],
  },
];

/** `mf_marketing` → `REMOTE_MF_MARKETING_URL` */
export function entryVariable(name) {
  return `REMOTE_${name.toUpperCase()}_URL`;
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
