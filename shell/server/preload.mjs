// Preload hints for the shell's page, so the browser fetches what the landing area needs in
// parallel with the page instead of one script after another (issue 9: at most 3 sequential
// round trips). Each page gets the shell's own startup chunks, /remotes.json, and the entry and
// first chunks of the remote owning its route, read from that remote's mf-manifest.json.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads a page's area makes as soon as it mounts, fetched with the page instead of after the
 * scripts: the header's company settings on every page, the landing sections' reads on `/`,
 * the session checks of the admin panel, the client portal and FleetFolio, the trip planner's
 * figures.
 */
const SHELL_READS = ['/api/company-settings'];
const ROUTE_READS = new Map([
  ['/', ['/api/fleet/stats', '/api/services', '/api/testimonials', '/api/blog/posts']],
  ['/admin-login', ['/api/admin/auth-status']],
  ['/admin', ['/api/admin/auth-status']],
  ['/client-portal', ['/api/client-portal/me']],
  ['/fleetfolio', ['/api/fleetfolio/auth/check']],
  // The sign-in page sends a member who is signed in already on to the dashboard.
  ['/fleetfolio/login', ['/api/fleetfolio/auth/check']],
  ['/trip-planner', ['/api/trip-planner/stats']],
]);

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

/** Matches a route pattern against a path of exactly as many segments (no subpaths). */
export function routeIs(pattern, pathname) {
  return segments(pattern).length === segments(pathname).length && routeMatches(pattern, pathname);
}

/** Files of the shell's startup (its bootstrap chunk, the shared libraries it provides). */
export async function shellStartupFiles(distDir) {
  const files = JSON.parse(await readFile(path.join(distDir, 'startup-chunks.json'), 'utf8'));
  return files.map((file) => `/${file}`);
}

/** The files a remote's `./app` needs at once, from its mf-manifest.json if read. */
export function exposedAppFiles(manifest, entry) {
  const app = manifest?.exposes?.find((exposed) => exposed.path === './app');
  return (app?.assets.js.sync ?? []).map((file) => new URL(file, entry).href);
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
 * and the route's remote. On a page that paints its prerendered first screen, the scripts
 * yield to it (`fetchpriority="low"`): the page's first paint no longer waits for them.
 */
export function preloadLinks({ shellFiles, reads, remoteEntry, remoteFiles, scriptsYield }) {
  const scripts = [...shellFiles, ...(remoteEntry ? [remoteEntry] : []), ...remoteFiles];
  const fetchLink = (url, credentials) =>
    `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="${credentials}" />`;
  const priority = scriptsYield ? ' fetchpriority="low"' : '';
  const scriptLink = (url) =>
    `<link rel="preload" href="${escapeAttribute(url)}" as="script"${priority} />`;
  return [
    fetchLink('/remotes.json', 'anonymous'),
    ...reads.map((url) => fetchLink(url, 'use-credentials')),
    ...scripts.map(scriptLink),
  ].join('');
}
