// How every built file is cached: entries and pages are revalidated on each load so a
// new deployment is picked up at once; content-hashed chunks never change, so they are
// cached for a year.
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|webp|svg|woff2?)$/;

export function cacheControlFor(pathname) {
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Sent with every file the shell and the remote servers serve. */
export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Production is served over HTTPS only (TLS ends in front of these servers). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The shell page's Content-Security-Policy: scripts, images, fonts and fetches only from the
 * shell's own origin and the remotes' origins named in the manifest. styled-components writes
 * its rules into <style> elements at run time, hence 'unsafe-inline' for styles (not scripts).
 * @param {string[]} remoteOrigins
 * @param {string[]} [sockets] WebSocket origins fetches may also reach (dev servers, outside
 *   production only)
 */
export function pageContentSecurityPolicy(remoteOrigins, sockets = []) {
  const remotes = [...new Set(remoteOrigins)].join(' ');
  const connect = [...new Set([...remoteOrigins, ...sockets])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src 'self' ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * A remote server's files are scripts, styles, images and fonts for the shell's page; none of
 * them is a page of its own, so nothing may run, be framed or be embedded from their origin.
 */
export const REMOTE_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
