// The shell's page for a path: index.html with the preload hints of the path's area and, when
// the area publishes one, the first screen of the route prerendered at the area's build.
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
 */
export function createPageRenderer({ html, shellFiles, remotes, remoteJson }) {
  const hintsAt = html.indexOf('<title>');
  const mainStart = html.indexOf('<main');
  const areaAt = html.indexOf('>', mainStart) + 1;
  if (hintsAt < 0 || mainStart < 0 || areaAt < hintsAt) {
    throw new Error('index.html needs a <title> in its head and a <main> in its body');
  }
  /**
   * @param {string} pathname
   * @param {{ nonce?: string }} [options] the answer's CSP nonce: given to every <style> of the
   *   page and, through <meta property="csp-nonce">, to styled-components
   */
  return async function pageFor(pathname, { nonce } = {}) {
    const remote = remotes.find(({ routes }) =>
      routes.some((route) => routeMatches(route, pathname)),
    );
    const [manifest, prerendered] = remote
      ? await Promise.all([
          remoteJson(remote.entry, 'mf-manifest.json'),
          remoteJson(remote.entry, 'prerendered.json'),
        ])
      : [null, null];
    const screen = prerenderedHtml(prerendered, pathname);
    const links = preloadLinks({
      shellFiles,
      reads: readsFor(pathname),
      remoteEntry: remote?.entry,
      remoteFiles: remote ? exposedAppFiles(manifest, remote.entry) : [],
      scriptsYield: screen !== undefined,
    });
    const page = [
      html.slice(0, hintsAt),
      nonce ? `<meta property="csp-nonce" nonce="${nonce}" />` : '',
      links,
      html.slice(hintsAt, areaAt),
      screen === undefined || !remote ? '' : areaContainer(remote.name, screen),
      html.slice(areaAt),
    ].join('');
    return nonce ? page.replace(/<style(?=[\s>])/g, `<style nonce="${nonce}"`) : page;
  };
}
