// Files a remote publishes beside its entry for the shell server (mf-manifest.json,
// prerendered.json), read without making pages wait on the remotes.

const REMOTE_JSON_TTL_MS = 30_000;
/** How long a page waits for a file not read yet (a remote that is down). */
const REMOTE_JSON_WAIT_MS = 300;

async function defaultFetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Reads a remote's JSON file, again when the last read is 30 s old: pages meanwhile get the
 * last content read at once, not after the new read (a remote deployed since only costs a
 * page stale hints). A failed read, or one taking over 300 ms the first time, gives null.
 */
export function createRemoteJson(fetchJson = defaultFetchJson) {
  const known = new Map();
  const reread = (url) => {
    const content = fetchJson(url).catch(() => null);
    known.set(url, { content: known.get(url)?.content ?? content, at: Date.now() });
    void content.then((read) => known.set(url, { content: Promise.resolve(read), at: Date.now() }));
  };
  return async function remoteJson(entry, file) {
    const url = new URL(file, entry).href;
    const last = known.get(url);
    if (!last || Date.now() - last.at >= REMOTE_JSON_TTL_MS) reread(url);
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, REMOTE_JSON_WAIT_MS, null);
    });
    // Every page asks: its timer ends with the answer, not 300 ms later.
    return Promise.race([known.get(url).content, timeout]).finally(() => clearTimeout(timer));
  };
}
