// The shell's page for a path: index.html with the preload hints of the path's area, the
// public reads it shows (page-reads.mjs) and, when the area publishes one, the first screen of
// the route prerendered at the area's build.
import { pageReadsElement } from './page-reads.mjs';
import { exposedAppFiles, preloadLinks, readsFor, routeIs, routeMatches } from './preload.mjs';

/** @type {(value: unknown) => value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page's screen for a visitor without a session (runtime's prerender: SignedOutScreen). */
const isSignedOutScreen = (screen) =>
  isObject(screen) &&
  typeof screen.session === 'string' &&
  typeof screen.html === 'string' &&
  isObject(screen.reads);

/**
 * The prerendered screen of the route at `pathname` in a remote's prerendered.json, if any, and
 * the reads the page must come with for it: the route's signed-out screen, with the session
 * check's answer, for a visitor `signedOut` says has no session of its kind.
 * @param {unknown} prerendered
 * @param {string} pathname
 * @param {(kind: string) => boolean} [signedOut]
 * @returns {{ html: string, reads: Record<string, unknown> } | undefined}
 */
export function prerenderedScreen(prerendered, pathname, signedOut = () => false) {
  const pages = isObject(prerendered) && Array.isArray(prerendered.pages) ? prerendered.pages : [];
  const page = pages.find(
    (candidate) =>
      typeof candidate?.route === 'string' &&
      typeof candidate.html === 'string' &&
      routeIs(candidate.route, pathname),
  );
  if (!page) return undefined;
  const screen = page.signedOut;
  if (isSignedOutScreen(screen) && signedOut(screen.session))
    return { html: screen.html, reads: screen.reads };
  return { html: page.html, reads: {} };
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
  /**
   * @param {string} pathname
   * @param {{ nonce?: string, signedOut?: (kind: string) => boolean }} [options] `nonce`: the
   *   answer's CSP nonce, given to every <style> of the page and, through
   *   <meta property="csp-nonce">, to styled-components; `signedOut`: whether the visitor
   *   surely has no session of a kind (signed-out.mjs)
   */
  return async function pageFor(pathname, { nonce, signedOut } = {}) {
    const remote = remotes.find(({ routes }) =>
      routes.some((route) => routeMatches(route, pathname)),
    );
    const [manifest, prerendered, publicReads] = await Promise.all([
      remote ? remoteJson(remote.entry, 'mf-manifest.json') : null,
      remote ? remoteJson(remote.entry, 'prerendered.json') : null,
      pageReads(pathname),
    ]);
    const screen = remote ? prerenderedScreen(prerendered, pathname, signedOut) : undefined;
    const reads = { ...publicReads, ...screen?.reads };
    const links = preloadLinks({
      shellFiles,
      reads: readsFor(pathname).filter((path) => !Object.hasOwn(reads, path)),
      remoteEntry: remote?.entry,
      remoteFiles: remote ? exposedAppFiles(manifest, remote.entry) : [],
      scriptsYield: screen !== undefined,
    });
    const page = [
      html.slice(0, hintsAt),
      nonce ? `<meta property="csp-nonce" nonce="${nonce}" />` : '',
      links,
      html.slice(hintsAt, areaAt),
      screen && remote ? areaContainer(remote.name, screen.html) : '',
      html.slice(areaAt, bodyEnd),
      pageReadsElement(reads),
      html.slice(bodyEnd),
    ].join('');
    return nonce ? page.replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`) : page;
  };
}
