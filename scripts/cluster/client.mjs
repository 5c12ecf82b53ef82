// HTTP calls of the cluster test: JSON in and out, cookies carried by hand, the visitor's
// address given as an ingress in front of the shell would give it (X-Forwarded-For).

const TIMEOUT_MS = 30_000;

/**
 * @typedef {object} Answer
 * @property {number} status 0 when no answer came (connection refused, timeout)
 * @property {Headers} [headers]
 * @property {any} body
 * @property {number} startedAt
 * @property {number} ms
 * @property {string[]} cookies the `name=value` of each Set-Cookie
 */

/**
 * @param {string} base e.g. http://127.0.0.1:4101
 * @param {string} path
 * @param {{ method?: string, body?: unknown, cookie?: string, visitor?: string }} [options]
 * @returns {Promise<Answer>}
 */
export async function call(base, path, { method = 'GET', body, cookie, visitor } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (cookie) headers.Cookie = cookie;
  // The ingress in front of the shell (trusted: the shell and the API count one hop more).
  if (visitor) headers['X-Forwarded-For'] = visitor;
  const startedAt = Date.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text
    }
    return {
      status: response.status,
      headers: response.headers,
      body: parsed,
      startedAt,
      ms: Date.now() - startedAt,
      cookies: response.headers.getSetCookie().map((line) => line.split(';')[0] ?? ''),
    };
  } catch (error) {
    return { status: 0, body: String(error), startedAt, ms: Date.now() - startedAt, cookies: [] };
  }
}

/** A valid quote request whose email marks it as `marker`. */
export function quote(marker) {
  return {
    companyName: 'Cluster Freight',
    contactName: 'Pat Tester',
    email: `${marker}@cluster.test`,
    phone: '(555) 010-0199',
    pickupLocation: 'Dallas, Texas, United States',
    deliveryLocation: 'Atlanta, Georgia, United States',
    freightType: 'ftl',
    requestedDate: '2030-05-01',
  };
}

/** A documentation address (TEST-NET) per visitor number, so per-address limits stay apart. */
export function visitorAddress(n) {
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
}
