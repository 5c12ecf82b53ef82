// A remote's prerendered screens with the site's current public data: the remote's server
// renders them (its Node build of the routes, `render/prerender.cjs`, written by the build
// beside `dist/`) with the API's public reads, so a page paints the stored content (the
// company's phone, the testimonials), not the built-in defaults the build rendered with.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createApiReads } from './api-reads.mjs';

/** However often it is asked for, the reads are looked at again at most this often. */
const RENDER_INTERVAL_MS = 5_000;
/** Off any page's path (the shell reads the file in the background), so it may wait longer. */
const READ_WAIT_MS = 2_000;

/**
 * @typedef {object} RenderedPages
 * @property {string} body `{"pages":[…]}`, as the build's prerendered.json
 * @property {string} etag
 */

/**
 * @param {object} options
 * @param {string} options.bundle the remote's render build (`render/prerender.cjs`)
 * @param {string | URL | (string | URL)[]} options.apiUrl where the API answers
 * @param {typeof fetch} [options.fetch]
 * @param {() => number} [options.now]
 * @returns {(() => RenderedPages | null) | null} null when the remote has no render build
 */
export function createPrerenderedPages({ bundle, apiUrl, fetch, now = Date.now }) {
  if (!existsSync(bundle)) return null;
  const { prerender, PAGE_READ_PATHS: paths = [] } = createRequire(import.meta.url)(bundle);
  const read = createApiReads({ apiUrl, fetch, now, waitMs: READ_WAIT_MS });
  /** @type {(RenderedPages & { reads: string, at: number }) | undefined} */
  let last;
  /** @type {Promise<RenderedPages> | undefined} */
  let rendering;

  /** Renders again only when the reads changed: an unchanged answer keeps its ETag. */
  async function render() {
    const answers = await Promise.all(paths.map(read));
    const reads = Object.fromEntries(
      paths.flatMap((path, index) => (answers[index] ? [[path, answers[index].value]] : [])),
    );
    const key = JSON.stringify(reads);
    if (last?.reads === key) {
      last = { ...last, at: now() };
      return last;
    }
    const body = JSON.stringify({ pages: await prerender(reads) });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    last = { body, etag, reads: key, at: now() };
    return last;
  }

  const renderAgain = () => {
    rendering ??= render().finally(() => {
      rendering = undefined;
    });
    return rendering;
  };

  /**
   * The last render at once: the shell waits at most 300 ms for this file, so nobody waits on
   * the API or a render. One older than the interval is made again for the next ask. Before the
   * first render is done, null: the caller sends the build's copy.
   */
  return function renderedPages() {
    if (!last || now() - last.at >= RENDER_INTERVAL_MS)
      renderAgain().catch((error) => console.error(`prerendered.json: ${error.message}`));
    return last ?? null;
  };
}
