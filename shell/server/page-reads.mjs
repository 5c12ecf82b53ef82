// The public API reads a page comes with: the shell server asks the API (as a CDN would,
// keeping each answer as its Cache-Control allows and revalidating it with its ETag, a stale
// copy standing in only while the API is slow) and writes them into the page, so the page paints with its data and no `/api` request, and
// the area seeds its cache from them (packages/runtime pageReads.ts) instead of fetching.

/** What every page shows (the header's phone and authority numbers) and what `/` shows. */
const EVERY_PAGE = ['/api/company-settings'];
const BY_ROUTE = new Map([
  ['/', ['/api/fleet/stats', '/api/services', '/api/testimonials', '/api/blog/posts']],
]);

/** Longest a page waits for a read it has no usable copy of; then the area fetches it. */
export const PAGE_READ_WAIT_MS = 250;
const API_TIMEOUT_MS = 5_000;

/** The id of the element the runtime reads them from (PAGE_READS_ELEMENT_ID there). */
export const PAGE_READS_ELEMENT_ID = 'page-reads';

/** The public reads a page at `pathname` comes with. */
export function embeddedReadsFor(pathname) {
  const path = `/${pathname.split('/').filter(Boolean).join('/')}`;
  return [...EVERY_PAGE, ...(BY_ROUTE.get(path) ?? [])];
}

/** max-age and stale-while-revalidate of a Cache-Control header, in ms (0 when absent). */
export function freshnessOf(cacheControl) {
  const seconds = (name) => {
    const match = new RegExp(`(?:^|[,\\s])${name}=(\\d+)`).exec(cacheControl ?? '');
    return match ? Number(match[1]) * 1000 : 0;
  };
  const noStore = /(?:^|[,\s])(?:no-store|private)(?:$|[,\s])/.test(cacheControl ?? '');
  return noStore
    ? { maxAgeMs: 0, staleMs: 0, storable: false }
    : { maxAgeMs: seconds('max-age'), staleMs: seconds('stale-while-revalidate'), storable: true };
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
 * @param {object} options
 * @param {string | URL | (string | URL)[]} options.apiUrl where the API answers (the proxy's
 *   targets: with several instances each read goes to the next, skipping one not reachable)
 * @param {typeof fetch} [options.fetch]
 * @param {() => number} [options.now]
 * @param {number} [options.waitMs]
 */
export function createPageReads({
  apiUrl,
  fetch: fetchFn = globalThis.fetch,
  now = Date.now,
  waitMs = PAGE_READ_WAIT_MS,
}) {
  /** @type {Map<string, { value: unknown, etag: string | null, at: number, maxAgeMs: number, staleMs: number }>} */
  const kept = new Map();
  /** @type {Map<string, Promise<{ value: unknown } | undefined>>} */
  const asking = new Map();
  const instances = [apiUrl].flat();
  let turn = 0;

  /** Asks the instances in turn; one that cannot be reached passes the read to the next. */
  async function fetchFromApi(path, init) {
    turn = (turn + 1) % instances.length;
    let failure;
    for (let tried = 0; tried < instances.length; tried += 1) {
      try {
        return await fetchFn(new URL(path, instances[(turn + tried) % instances.length]), init);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }

  async function ask(path) {
    const last = kept.get(path);
    const response = await fetchFromApi(path, {
      headers: last?.etag ? { 'If-None-Match': last.etag } : {},
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const freshness = freshnessOf(response.headers.get('cache-control'));
    if (response.status === 304 && last) {
      kept.set(path, { ...last, ...freshness, at: now() });
      return { value: last.value };
    }
    if (response.status !== 200 && response.status !== 204) return undefined;
    const text = await response.text();
    const value = text === '' ? null : JSON.parse(text);
    if (freshness.storable)
      kept.set(path, { value, etag: response.headers.get('etag'), at: now(), ...freshness });
    return { value };
  }

  /** One question to the API per read at a time, however many pages want it. */
  function askOnce(path) {
    const pending = asking.get(path);
    if (pending) return pending;
    const answer = ask(path)
      .catch((error) => {
        console.error(
          `page read ${path} failed: ${error instanceof Error ? error.message : error}`,
        );
        return undefined;
      })
      .finally(() => asking.delete(path));
    asking.set(path, answer);
    return answer;
  }

  /**
   * Within max-age: the copy. Past it, the API is asked (with the copy's ETag: an unchanged read
   * is a 304) and the page waits for the answer at most `waitMs`; a copy still within
   * stale-while-revalidate is used when the API is slower, and the answer still renews it. So an
   * admin's change (the API drops its own cache) is on the next page, and a slow API delays none.
   */
  async function read(path) {
    const last = kept.get(path);
    const age = last ? now() - last.at : Infinity;
    // Fresh only while younger than max-age (HTTP's rule): max-age=0 is never fresh, even
    // within the millisecond it was stored.
    if (last && age < last.maxAgeMs) return { value: last.value };
    const fallback =
      last && age < last.maxAgeMs + last.staleMs ? { value: last.value } : undefined;
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs, fallback);
    });
    const answer = askOnce(path).then((fresh) => fresh ?? fallback);
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }

  /** The reads of the page at `pathname` that could be had in time, by path. */
  return async function pageReadsFor(pathname) {
    const paths = embeddedReadsFor(pathname);
    const answers = await Promise.all(paths.map(read));
    return Object.fromEntries(
      paths.flatMap((path, index) => (answers[index] ? [[path, answers[index].value]] : [])),
    );
  };
}
