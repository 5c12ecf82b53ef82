// How every built file is cached: entries and pages are revalidated on each load so a
// new deployment is picked up at once; content-hashed chunks never change, so they are
// cached for a year.
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|webp|svg|woff2?)$/;

export function cacheControlFor(pathname) {
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Powerful browser features the site never uses, denied to its pages and to anything they embed:
 * a script injected into a page cannot ask for the camera, the location or a payment.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Sent with every file the shell and the remote servers serve. */
export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** Production is served over HTTPS only (TLS ends in front of these servers). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The shell page's Content-Security-Policy: scripts, images, fonts and fetches only from the
 * shell's own origin and the remotes' origins named in the manifest. Style elements need the
 * page's nonce (`nonce`, new for each answer of a page): the server gives it to the page's own
 * <style> elements, and styled-components, which writes its rules into <style> elements at run
 * time, reads it from `<meta property="csp-nonce">`. Style attributes stay allowed
 * (`style-src-attr`): React's style props are attributes in the prerendered first screens, and
 * an attribute cannot load anything img-src or font-src does not allow. Answers that are not
 * pages get no nonce and allow no inline style.
 * @param {string[]} remoteOrigins
 * @param {{ sockets?: string[], nonce?: string }} [options] `sockets`: WebSocket origins fetches
 *   may also reach (dev servers, outside production only); `nonce`: the page answer's style nonce
 */
export function pageContentSecurityPolicy(remoteOrigins, { sockets = [], nonce } = {}) {
  const remotes = [...new Set(remoteOrigins)].join(' ');
  const connect = [...new Set([...remoteOrigins, ...sockets])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    ...(nonce ? ["style-src-attr 'unsafe-inline'"] : []),
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
 * The one page it serves, dist/index.html (the area alone, for working on it), is a static file
 * the server does not render per answer, so its styles keep 'unsafe-inline'.
 */
export const REMOTE_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
