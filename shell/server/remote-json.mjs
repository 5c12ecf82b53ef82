// Files a remote publishes beside its entry for the shell server (mf-manifest.json,
// prerendered.json), read without making pages wait on the remotes.

const REMOTE_JSON_TTL_MS = 30_000;
/** How long a page waits for a file with no good read yet (a remote that is down). */
const REMOTE_JSON_WAIT_MS = 300;

async function defaultFetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Reads a remote's JSON file, again when the last read is 30 s old: pages meanwhile get the
 * last good content at once, not after the new read (a remote deployed since only costs a
 * page stale hints). A failed read keeps the last good content: a remote restarting must not
 * cost the next 30 s of pages their prerendered screens. Until one read has succeeded, every
 * page asks again (one read at a time) and waits at most 300 ms for it, else gets null.
 */
export function createRemoteJson(fetchJson = defaultFetchJson) {
  /** @type {Map<string, { good: unknown, at: number, reading?: Promise<void> }>} */
  const files = new Map();
  const read = (file, url) => {
    file.at = Date.now();
    file.reading = fetchJson(url)
      .then((content) => {
        file.good = content ?? null;
      })
      .catch(() => {})
      .finally(() => {
        file.reading = undefined;
      });
  };
  return async function remoteJson(entry, name) {
    const url = new URL(name, entry).href;
    const file = files.get(url) ?? { good: null, at: 0 };
    files.set(url, file);
    const due = file.good === null || Date.now() - file.at >= REMOTE_JSON_TTL_MS;
    if (due && !file.reading) read(file, url);
    if (file.good !== null || !file.reading) return file.good;
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, REMOTE_JSON_WAIT_MS);
    });
    // Every page asks: its timer ends with the answer, not 300 ms later.
    await Promise.race([file.reading, timeout]).finally(() => clearTimeout(timer));
    return file.good;
  };
}
