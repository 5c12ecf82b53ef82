#!/usr/bin/env node
// Serves one remote's dist folder the way it is deployed: its own origin and port,
// compressed, with cache headers per file kind and CORS so the shell's page may load it. With
// API_URL set, its prerendered.json is rendered with the site's current public data
// (prerendered-pages.mjs) rather than the build's copy, which stays the fallback.
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import { AREAS } from './areas.mjs';
import { createPrerenderedPages } from './prerendered-pages.mjs';
import handler from 'serve-handler';
import {
  BASE_SECURITY_HEADERS,
  HSTS,
  REMOTE_CONTENT_SECURITY_POLICY,
  cacheControlFor,
} from './static-headers.mjs';

function defaultPort() {
  const area = AREAS.find(({ workspace }) => workspace === path.basename(process.cwd()));
  return String(area?.port ?? 3001);
}

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    // `npm start -w mf-tools` serves on the area's port in areas.json.
    port: { type: 'string', default: process.env.PORT ?? defaultPort() },
    // 0.0.0.0 inside a container; loopback only on a developer's machine.
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});
const root = path.resolve(values.dir);
const compress = compression();
const apiUrls = (process.env.API_URL ?? '')
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);
const renderedPages =
  apiUrls.length > 0
    ? createPrerenderedPages({
        bundle: path.join(root, '..', 'render', 'prerender.cjs'),
        apiUrl: apiUrls,
      })
    : null;

/**
 * prerendered.json with the current data; the build's copy when that cannot be rendered (or
 * not yet: the first render starts when the server does).
 */
function serveRenderedPages(req, res) {
  const rendered = renderedPages?.();
  if (!rendered) return false;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', rendered.etag);
  if (req.headers['if-none-match'] === rendered.etag) {
    res.statusCode = 304;
    res.end();
  } else res.end(rendered.body);
  return true;
}

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', REMOTE_CONTENT_SECURITY_POLICY);
    // The shell's page (another origin) loads these files.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (process.env.NODE_ENV === 'production') res.setHeader('Strict-Transport-Security', HSTS);
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    const serveFile = () =>
      handler(req, res, { public: root, directoryListing: false, etag: true });
    if (renderedPages && pathname === '/prerendered.json' && req.method === 'GET') {
      if (!serveRenderedPages(req, res)) serveFile();
    } else serveFile();
  });
});

// The first render, so the shell's first read of prerendered.json finds it done.
renderedPages?.();

server.listen(Number(values.port), values.host, () => {
  console.log(`serving ${root} on http://${values.host}:${values.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 2_000).unref();
  });
