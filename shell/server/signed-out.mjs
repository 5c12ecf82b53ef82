// Whether a page's visitor surely has no session of an area's kind, from the page request
// alone: the page server then sends that area's signed-out screen (the sign-in card, with the
// session check's answer) instead of a placeholder that waits for the check (page.mjs).

/** The API's session cookie of `kind` (api/src/auth/sessions.ts), `__Host-` in production. */
const sessionCookies = (kind) => [`${kind}_sid`, `__Host-${kind}_sid`];

/**
 * What `Sec-Fetch-Site` says of navigations on which the browser sends the API's SameSite=Strict
 * cookies. Arriving from another site (a mailed link in webmail) it sends none, whoever is signed
 * in, so that navigation says nothing; nor does a browser that does not send the header.
 */
const STRICT_COOKIES_SENT = new Set(['same-origin', 'same-site', 'none']);

/**
 * @param {import('node:http').IncomingHttpHeaders} headers the page request's
 * @param {string} search the page address's query: a mailed link's token opens another screen
 *   than the route's, so an address with one gets no signed-out screen
 * @returns {(kind: string) => boolean} whether the visitor surely has no session of `kind`
 */
export function signedOutCheck(headers, search) {
  const site = headers['sec-fetch-site'];
  const known = search === '' && typeof site === 'string' && STRICT_COOKIES_SENT.has(site);
  const names = new Set(
    (headers.cookie ?? '').split(';').map((pair) => (pair.split('=', 1)[0] ?? '').trim()),
  );
  return (kind) => known && !sessionCookies(kind).some((name) => names.has(name));
}
