// Forwards /api/* to the API unchanged (method, path, Origin, Cookie, body streamed both ways),
// as the production reverse proxy does, so the browser sees one origin. X-Forwarded-For carries
// the address this server saw, so the API (trusting one hop) keys its limits on the visitor.
// With several API instances it balances between them (least connections, then round robin),
// skips one that refuses connections and tries it again later.
import http from 'node:http';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
];

/** Methods that change nothing, so one may be sent again to another instance after a failure. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long an instance that refused a connection is left out before it is tried again. */
export const DEFAULT_RETRY_AFTER_MS = 5_000;
/** How long connecting to an instance may take before another is tried. */
const CONNECT_TIMEOUT_MS = 3_000;

function withoutHopByHop(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

function unavailable(res) {
  if (res.headersSent) return res.destroy();
  res.writeHead(502, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(
    JSON.stringify({
      message: 'The service is temporarily unavailable. Please try again shortly.',
    }),
  );
}

/**
 * The X-Forwarded-For to send on: the peer's address alone, replacing whatever the client
 * wrote, unless proxies in front of this server are trusted (`trustedHops` > 0): then the
 * peer is appended to the chain they wrote.
 * @param {string | string[] | undefined} received @param {string | undefined} peer
 * @param {number} trustedHops
 */
export function forwardedFor(received, peer, trustedHops) {
  const chain = trustedHops > 0 ? [received].flat() : [];
  return [...chain, peer].filter(Boolean).join(', ');
}

/**
 * The API instances of an `API_URL`: one URL, or several separated by commas.
 * @param {string} value e.g. `http://api-1:4000,http://api-2:4000`
 */
export function parseApiUrls(value) {
  const urls = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => new URL(part));
  if (urls.length === 0) throw new Error('API_URL names no API instance');
  return urls;
}

/**
 * @typedef {{ target: URL, agent: http.Agent, active: number, downUntil: number, served: number }} Upstream
 */

/**
 * The instance for the next request among those not `tried` yet: the one with the fewest
 * requests under way, taking turns among equals; instances that recently refused a connection
 * only when no other is left.
 * @param {Upstream[]} upstreams @param {Set<Upstream>} tried @param {number} turn @param {number} now
 */
function pickUpstream(upstreams, tried, turn, now) {
  const untried = upstreams.filter((upstream) => !tried.has(upstream));
  const up = untried.filter((upstream) => upstream.downUntil <= now);
  const candidates = up.length > 0 ? up : untried;
  if (candidates.length === 0) return undefined;
  const fewest = Math.min(...candidates.map((upstream) => upstream.active));
  const least = candidates.filter((upstream) => upstream.active === fewest);
  return least[turn % least.length];
}

/**
 * @param {string | URL | Array<string | URL>} apiUrls one API instance or several
 * @param {{ trustedHops?: number, retryAfterMs?: number }} [options] proxies in front of this
 *   server (TRUST_PROXY_HOPS); how long a refusing instance is left out
 */
export function createApiProxy(
  apiUrls,
  { trustedHops = 0, retryAfterMs = DEFAULT_RETRY_AFTER_MS } = {},
) {
  /** @type {Upstream[]} */
  const upstreams = [apiUrls].flat().map((url) => ({
    target: new URL(url),
    agent: new http.Agent({ keepAlive: true }),
    active: 0,
    downUntil: 0,
    served: 0,
  }));
  let turns = 0;

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {Set<Upstream>} tried */
  function forward(req, res, tried) {
    const upstream = pickUpstream(upstreams, tried, turns++, Date.now());
    if (!upstream) return unavailable(res);
    tried.add(upstream);
    upstream.active += 1;
    let connected = false;
    let answered = false;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      upstream.active -= 1;
    };
    const { target } = upstream;
    const request = http.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      agent: upstream.agent,
      headers: {
        ...withoutHopByHop(req.headers),
        'x-forwarded-for': forwardedFor(
          req.headers['x-forwarded-for'],
          req.socket.remoteAddress,
          trustedHops,
        ),
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
        // A body of unknown length goes on chunked, whatever the method (Node would not).
        ...(req.headers['transfer-encoding'] ? { 'transfer-encoding': 'chunked' } : {}),
      },
    });
    // The body is streamed only once the connection stands: until then it stays unread, so a
    // refused connection can be retried on another instance with the whole body.
    const start = () => {
      connected = true;
      // A safe request sent again after a failure has been read whole already.
      if (req.readableEnded) request.end();
      else req.pipe(request);
    };
    request.on('socket', (socket) => {
      if (!socket.connecting) return start();
      const timer = setTimeout(
        () => request.destroy(new Error('connect timeout')),
        CONNECT_TIMEOUT_MS,
      );
      socket.once('connect', () => {
        clearTimeout(timer);
        start();
      });
      socket.once('close', () => clearTimeout(timer));
    });
    request.on('response', (response) => {
      answered = true;
      upstream.served += 1;
      res.writeHead(response.statusCode ?? 502, withoutHopByHop(response.headers));
      response.pipe(res);
      response.on('end', finish);
      response.on('close', finish);
    });
    request.on('error', () => {
      finish();
      if (answered) return res.destroy();
      if (!connected) upstream.downUntil = Date.now() + retryAfterMs;
      // Sent again only where nothing can have happened twice: never connected, or a safe method.
      if (!connected || SAFE_METHODS.has(req.method ?? 'GET')) return forward(req, res, tried);
      unavailable(res);
    });
    req.on('aborted', () => request.destroy());
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  function proxyApi(req, res) {
    forward(req, res, new Set());
  }
  /** What each instance has done: for tests and logs. */
  proxyApi.upstreams = () =>
    upstreams.map(({ target, active, downUntil, served }) => ({
      url: target.origin,
      active,
      served,
      down: downUntil > Date.now(),
    }));
  return proxyApi;
}
