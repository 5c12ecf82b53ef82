// Public API reads kept as a CDN would: each answer as long as its Cache-Control allows,
// revalidated with its ETag, a stale copy standing in only while the API is slow. The shell's
// page server embeds them in pages (shell/server/page-reads.mjs); a remote's server renders its
// prerendered screens with them (prerendered-pages.mjs).

/** Longest a caller waits for a read it has no usable copy of. */
const API_READ_WAIT_MS = 250;
const API_TIMEOUT_MS = 5_000;

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
 * @param {object} options
 * @param {string | URL | (string | URL)[]} options.apiUrl where the API answers (the proxy's
 *   targets: with several instances each read goes to the next, skipping one not reachable)
 * @param {typeof fetch} [options.fetch]
 * @param {() => number} [options.now]
 * @param {number} [options.waitMs]
 */
export function createApiReads({
  apiUrl,
  fetch: fetchFn = globalThis.fetch,
  now = Date.now,
  waitMs = API_READ_WAIT_MS,
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
          `public read ${path} failed: ${error instanceof Error ? error.message : error}`,
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
    const fallback = last && age < last.maxAgeMs + last.staleMs ? { value: last.value } : undefined;
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs, fallback);
    });
    const answer = askOnce(path).then((fresh) => fresh ?? fallback);
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }

  return read;
}
