// The public API reads a page comes with: the shell server asks the API as a CDN would
// (packages/build-config/api-reads.mjs) and writes them into the page, so the page paints with
// its data and no `/api` request, and the area seeds its cache from them (packages/runtime
// pageReads.ts) instead of fetching.
import { createApiReads } from '../../packages/build-config/api-reads.mjs';

/** What every page shows (the header's phone and authority numbers) and what `/` shows. */
const EVERY_PAGE = ['/api/company-settings'];
const BY_ROUTE = new Map([
  ['/', ['/api/fleet/stats', '/api/services', '/api/testimonials', '/api/blog/posts']],
]);

/** Longest a page waits for a read it has no usable copy of; then the area fetches it. */
const PAGE_READ_WAIT_MS = 250;

/** The id of the element the runtime reads them from (PAGE_READS_ELEMENT_ID there). */
export const PAGE_READS_ELEMENT_ID = 'page-reads';

/** The public reads a page at `pathname` comes with. */
export function embeddedReadsFor(pathname) {
  const path = `/${pathname.split('/').filter(Boolean).join('/')}`;
  return [...EVERY_PAGE, ...(BY_ROUTE.get(path) ?? [])];
}

/**
 * JSON inside `<script type="application/json">`: nothing in it may close the element or be
 * read as markup (a testimonial's text is a visitor's), and the line separators JavaScript
 * once refused are escaped too.
 */
export function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The element holding a page's reads, or nothing when it has none. */
export function pageReadsElement(reads) {
  if (Object.keys(reads).length === 0) return '';
  return `<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">${scriptSafeJson(reads)}</script>`;
}

/**
 * @param {Parameters<typeof createApiReads>[0]} options where the API answers and how long a
 *   page waits (api-reads.mjs)
 */
export function createPageReads(options) {
  const read = createApiReads({ waitMs: PAGE_READ_WAIT_MS, ...options });
  /** The reads of the page at `pathname` that could be had in time, by path. */
  return async function pageReadsFor(pathname) {
    const paths = embeddedReadsFor(pathname);
    const answers = await Promise.all(paths.map(read));
    return Object.fromEntries(
      paths.flatMap((path, index) => (answers[index] ? [[path, answers[index].value]] : [])),
    );
  };
}
