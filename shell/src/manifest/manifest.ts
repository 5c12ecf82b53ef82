/** One area of the site as listed in `/remotes.json`. */
export interface RemoteArea {
  /** Federation container name, a JS identifier such as `mf_marketing`. */
  name: string;
  /** URL of the area's `remoteEntry.js`. */
  entry: string;
  /** Route patterns the area owns, e.g. `/`, `/review/:token`. */
  routes: string[];
  /** Set by a development server when this browser loads the area from elsewhere (a dev server). */
  override?: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function isArea(value: unknown): value is RemoteArea {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry, routes } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    IDENTIFIER.test(name) &&
    typeof entry === 'string' &&
    entry.length > 0 &&
    Array.isArray(routes) &&
    routes.length > 0 &&
    routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  );
}

/** Reads the manifest's `remotes` list; throws with the reason when it is malformed. */
function parseManifest(json: unknown): RemoteArea[] {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remotes.json has no "remotes" list');
  const bad = remotes.findIndex((remote) => !isArea(remote));
  if (bad >= 0) throw new Error(`remotes.json entry ${bad} needs a name, an entry URL and routes`);
  return remotes as RemoteArea[];
}

/**
 * The runtime manifest: revalidated on every start (an unchanged one is a 304) so areas deploy
 * alone.
 */
export async function fetchManifest(url = '/remotes.json'): Promise<RemoteArea[]> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseManifest(await response.json());
}
