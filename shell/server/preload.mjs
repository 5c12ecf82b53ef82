// Preload hints for the shell's page, so the browser fetches what the landing area needs in
// parallel with the page instead of one script after another (issue 9: at most 3 sequential
// round trips). Each page gets the shell's own startup chunks, /remotes.json, and the entry and
// first chunks of the remote owning its route, read from that remote's mf-manifest.json.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads a page's area makes as soon as it mounts, fetched with the page instead of after the
 * scripts: the header's company settings on every page, the landing sections' reads on `/`,
 * the admin's sign-in state, the trip planner's figures.
 */
const SHELL_READS = ['/api/company-settings'];
const ROUTE_READS = new Map([
  ['/', ['/api/fleet/stats', '/api/services', '/api/testimonials', '/api/blog/posts']],
  ['/admin-login', ['/api/admin/auth-status']],
  ['/admin', ['/api/admin/auth-status']],
  ['/trip-planner', ['/api/trip-planner/stats']],
]);

const REMOTE_MANIFEST_TTL_MS = 30_000;
/** How long a page waits for a remote's manifest not read yet (a remote that is down). */
const REMOTE_MANIFEST_WAIT_MS = 300;

function segments(pathname) {
  return pathname.split('/').filter(Boolean);
}

/** The same matching as the shell's activeWhen (src/routing/activeWhen.ts). */
export function routeMatches(pattern, pathname) {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  if (wanted.length === 0) return actual.length === 0;
  if (actual.length < wanted.length) return false;
  return wanted.every((part, index) => part.startsWith(':') || part === actual[index]);
}

/** Files of the shell's startup (its bootstrap chunk, the shared libraries it provides). */
export async function shellStartupFiles(distDir) {
  const files = JSON.parse(await readFile(path.join(distDir, 'startup-chunks.json'), 'utf8'));
  return files.map((file) => `/${file}`);
}

/** The files a remote's `./app` needs at once, as absolute URLs beside its entry. */
function exposedAppFiles(manifest, entry) {
  const app = manifest.exposes?.find((exposed) => exposed.path === './app');
  return (app?.assets.js.sync ?? []).map((file) => new URL(file, entry).href);
}

/**
 * Reads each remote's mf-manifest.json, again when the last read is 30 s old: pages meanwhile
 * get the last files read at once, not after the new read (the files of a remote deployed
 * since are only wasted hints, never a failure). A failed read gives no files.
 */
export function createRemoteFiles(fetchJson = defaultFetchJson) {
  const known = new Map();
  const reread = (entry) => {
    const files = fetchJson(new URL('mf-manifest.json', entry).href)
      .then((manifest) => exposedAppFiles(manifest, entry))
      .catch(() => []);
    known.set(entry, { files: known.get(entry)?.files ?? files, at: Date.now() });
    void files.then((read) => known.set(entry, { files: Promise.resolve(read), at: Date.now() }));
  };
  return async function remoteFiles(entry) {
    const last = known.get(entry);
    if (!last || Date.now() - last.at >= REMOTE_MANIFEST_TTL_MS) reread(entry);
    const timeout = new Promise((resolve) => setTimeout(resolve, REMOTE_MANIFEST_WAIT_MS, []));
    return Promise.race([known.get(entry).files, timeout]);
  };
}

async function defaultFetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Reads the page at `pathname` makes at once. */
export function readsFor(pathname) {
  const path = `/${segments(pathname).join('/')}`;
  return [...SHELL_READS, ...(ROUTE_READS.get(path) ?? [])];
}

/**
 * `<link rel="preload">` tags for the manifest, the page's API reads (with credentials, as the
 * areas' fetches send them, or the browser would not reuse the answers), the shell's startup
 * and the route's remote.
 */
export function preloadLinks({ shellFiles, reads, remoteEntry, remoteFiles }) {
  const scripts = [...shellFiles, ...(remoteEntry ? [remoteEntry] : []), ...remoteFiles];
  const fetchLink = (url, credentials) =>
    `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="${credentials}" />`;
  return [
    fetchLink('/remotes.json', 'anonymous'),
    ...reads.map((url) => fetchLink(url, 'use-credentials')),
    ...scripts.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="script" />`),
  ].join('');
}

/** The page for a path: index.html with the preload hints before its <title>. */
export function createPageRenderer({ html, shellFiles, remotes, remoteFiles }) {
  const insertAt = html.indexOf('<title>');
  return async function pageFor(pathname) {
    const remote = remotes.find(({ routes }) =>
      routes.some((route) => routeMatches(route, pathname)),
    );
    const links = preloadLinks({
      shellFiles,
      reads: readsFor(pathname),
      remoteEntry: remote?.entry,
      remoteFiles: remote ? await remoteFiles(remote.entry) : [],
    });
    return `${html.slice(0, insertAt)}${links}${html.slice(insertAt)}`;
  };
}
