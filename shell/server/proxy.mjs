// Forwards /api/* to the API unchanged (method, path, Origin, Cookie, body streamed both ways),
// as the production reverse proxy does, so the browser sees one origin. X-Forwarded-For carries
// the address this server saw, so the API (trusting one hop) keys its limits on the visitor.
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
 * @param {string} apiUrl e.g. http://127.0.0.1:4000
 * @param {{ trustedHops?: number }} [options] proxies in front of this server (TRUST_PROXY_HOPS)
 */
export function createApiProxy(apiUrl, { trustedHops = 0 } = {}) {
  const target = new URL(apiUrl);
  const agent = new http.Agent({ keepAlive: true });
  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  return function proxyApi(req, res) {
    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        agent,
        headers: {
          ...withoutHopByHop(req.headers),
          'x-forwarded-for': forwardedFor(
            req.headers['x-forwarded-for'],
            req.socket.remoteAddress,
            trustedHops,
          ),
          'x-forwarded-host': req.headers.host ?? '',
          'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
        },
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, withoutHopByHop(response.headers));
        response.pipe(res);
      },
    );
    upstream.on('error', () => unavailable(res));
    req.on('aborted', () => upstream.destroy());
    req.pipe(upstream);
  };
}
