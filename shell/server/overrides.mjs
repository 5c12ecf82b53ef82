// Development only: one browser loads an area from another address, its dev server
// (`npm run dev -w mf-tools`), while the rest of the site comes from the builds:
//   /trip-planner?override=mf_tools@http://localhost:3104/remoteEntry.js
// The choice is kept in a cookie, so the server can put the address in that browser's
// /remotes.json and allow it in that browser's Content-Security-Policy; `?override=reset`
// (the shell's badge links there) forgets it. A production server ignores both.

export const OVERRIDE_COOKIE = 'freight_remote_overrides';
const RESET = 'reset';
/** Only this machine: a link cannot point someone's site at a script elsewhere. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `mf_tools@http://localhost:3104/remoteEntry.js` → [name, entry], when the area exists and
 * the entry is an http(s) URL on this machine.
 * @param {string} value @param {Set<string>} names @returns {[string, string] | undefined}
 */
export function parseOverride(value, names) {
  const at = value.indexOf('@');
  if (at < 1) return undefined;
  const name = value.slice(0, at);
  if (!names.has(name)) return undefined;
  try {
    const entry = new URL(value.slice(at + 1));
    if (!['http:', 'https:'].includes(entry.protocol) || !LOOPBACK.has(entry.hostname)) return;
    return [name, entry.href];
  } catch {
    return undefined;
  }
}

/** @param {string | undefined} header @returns {string | undefined} */
function cookieValue(header) {
  const pair = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OVERRIDE_COOKIE}=`));
  return pair === undefined
    ? undefined
    : decodeURIComponent(pair.slice(OVERRIDE_COOKIE.length + 1));
}

/** @param {Map<string, string>} overrides */
function setCookie(overrides) {
  const value = encodeURIComponent(
    [...overrides].map(([name, entry]) => `${name}@${entry}`).join(' '),
  );
  const lifetime = overrides.size === 0 ? 'Max-Age=0' : 'Max-Age=2592000';
  return `${OVERRIDE_COOKIE}=${value}; Path=/; ${lifetime}; HttpOnly; SameSite=Lax`;
}

/**
 * @typedef {{ name: string, entry: string, routes: string[], override?: true }} ManifestRemote
 * @param {ManifestRemote[]} remotes the manifest from the environment
 * @param {{ enabled: boolean }} options false in production: every request gets `remotes`
 * @returns {(url: URL, cookieHeader: string | undefined) => { remotes: ManifestRemote[], setCookie?: string }}
 */
export function createRemoteOverrides(remotes, { enabled }) {
  const names = new Set(remotes.map(({ name }) => name));
  const parse = (text) =>
    text
      .split(' ')
      .map((value) => parseOverride(value, names))
      .filter((pair) => pair !== undefined);
  return (url, cookieHeader) => {
    if (!enabled) return { remotes };
    const stored = new Map(parse(cookieValue(cookieHeader) ?? ''));
    const asked = url.searchParams.getAll('override');
    const overrides = asked.includes(RESET)
      ? new Map()
      : new Map([...stored, ...parse(asked.join(' '))]);
    const cookie =
      asked.length > 0 && setCookie(overrides) !== setCookie(stored)
        ? { setCookie: setCookie(overrides) }
        : {};
    if (overrides.size === 0) return { remotes, ...cookie };
    return {
      remotes: remotes.map((remote) => {
        const entry = overrides.get(remote.name);
        return entry === undefined ? remote : { ...remote, entry, override: true };
      }),
      ...cookie,
    };
  };
}

/**
 * Outside production, a remote served from this machine may be a dev server whose page
 * reloads through its WebSocket (`ws://localhost:3104/ws`): its ws: origin is allowed to
 * connect as well.
 * @param {string[]} origins
 */
export function devServerSockets(origins) {
  return origins
    .map((origin) => new URL(origin))
    .filter((url) => LOOPBACK.has(url.hostname))
    .map((url) => `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
}
