// How every built file is cached: entries and pages are revalidated on each load so a
// new deployment is picked up at once; content-hashed chunks never change, so they are
// cached for a year.
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|jpe?g|webp|svg|woff2?)$/;

export function cacheControlFor(pathname) {
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
