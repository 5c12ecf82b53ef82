// The shell's page for a path: index.html with the preload hints of the path's area, the
// public reads it shows (page-reads.mjs) and, when the area publishes one, the first screen of
// the route prerendered at the area's build.
import { pageReadsElement } from './page-reads.mjs';
import { exposedAppFiles, preloadLinks, readsFor, routeIs, routeMatches } from './preload.mjs';

/** The prerendered HTML of the route at `pathname` in a remote's prerendered.json, if any. */
export function prerenderedHtml(prerendered, pathname) {
  const pages = Array.isArray(prerendered?.pages) ? prerendered.pages : [];
  const page = pages.find(
    (candidate) =>
      typeof candidate?.route === 'string' &&
      typeof candidate.html === 'string' &&
      routeIs(candidate.route, pathname),
  );
  return page?.html;
}

/**
 * The area's container (registerAreas.ts reuses it) holding the prerendered screen. `inert`
 * until the area has mounted and replaced it: typing into a form of the static copy would be
 * lost.
 */
function areaContainer(name, html) {
  return `<div id="area-${name}" inert>${html}</div>`;
}

/**
 * @param {object} options
 * @param {string} options.html the built index.html
 * @param {string[]} options.shellFiles the shell's startup chunks
 * @param {{ name: string, entry: string, routes: string[] }[]} options.remotes
 * @param {(entry: string, file: string) => Promise<unknown>} options.remoteJson
 * @param {(pathname: string) => Promise<Record<string, unknown>>} [options.pageReads] the
 *   public reads to embed (page-reads.mjs); the page hints the others
 */
export function createPageRenderer({
  html,
  shellFiles,
  remotes,
  remoteJson,
  pageReads = async () => ({}),
}) {
  const hintsAt = html.indexOf('<title>');
  const mainStart = html.indexOf('<main');
  const areaAt = html.indexOf('>', mainStart) + 1;
  const bodyEnd = html.lastIndexOf('</body>');
  if (hintsAt < 0 || mainStart < 0 || areaAt < hintsAt || bodyEnd < areaAt) {
    throw new Error('index.html needs a <title> in its head and a <main> in its body');
  }
  return async function pageFor(pathname) {
    const remote = remotes.find(({ routes }) =>
      routes.some((route) => routeMatches(route, pathname)),
    );
    const [manifest, prerendered, reads] = await Promise.all([
      remote ? remoteJson(remote.entry, 'mf-manifest.json') : null,
      remote ? remoteJson(remote.entry, 'prerendered.json') : null,
      pageReads(pathname),
    ]);
    const screen = prerenderedHtml(prerendered, pathname);
    const links = preloadLinks({
      shellFiles,
      reads: readsFor(pathname).filter((path) => !Object.hasOwn(reads, path)),
      remoteEntry: remote?.entry,
      remoteFiles: remote ? exposedAppFiles(manifest, remote.entry) : [],
      scriptsYield: screen !== undefined,
    });
    return [
      html.slice(0, hintsAt),
      links,
      html.slice(hintsAt, areaAt),
      screen === undefined || !remote ? '' : areaContainer(remote.name, screen),
      html.slice(areaAt, bodyEnd),
      pageReadsElement(reads),
      html.slice(bodyEnd),
    ].join('');
  };
}
