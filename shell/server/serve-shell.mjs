#!/usr/bin/env node
// Production server of the shell: its built files with a history fallback, the runtime
// manifest /remotes.json from the environment, and /api proxied to the API.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import {
  BASE_SECURITY_HEADERS,
  HSTS,
  cacheControlFor,
  pageContentSecurityPolicy,
} from '../../packages/build-config/static-headers.mjs';
import { buildManifest } from './manifest.mjs';
import { createPageRenderer } from './page.mjs';
import { shellStartupFiles } from './preload.mjs';
import { createRemoteOverrides, devServerSockets } from './overrides.mjs';
import { createApiProxy } from './proxy.mjs';
import { createRemoteJson } from './remote-json.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.env.SHELL_DIST ?? path.join(here, '..', 'dist'));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const trustedHops = Number(process.env.TRUST_PROXY_HOPS ?? 0);
if (!Number.isInteger(trustedHops) || trustedHops < 0) {
  process.stderr.write('TRUST_PROXY_HOPS must be a whole number of proxies, 0 or more\n');
  process.exit(1);
}
const proxyApi = createApiProxy(process.env.API_URL ?? 'http://127.0.0.1:4000', { trustedHops });
const remotes = buildManifest(process.env);
const isProduction = process.env.NODE_ENV === 'production';
/**
 * The headers for the remotes a browser loads (the manifest's, or its overrides); a page answer
 * passes its style nonce.
 * @param {Array<{ entry: string }>} remoteList
 * @param {string} [nonce]
 */
function headersFor(remoteList, nonce) {
  const origins = remoteList.map(({ entry }) => new URL(entry).origin);
  return {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': pageContentSecurityPolicy(origins, {
      sockets: isProduction ? [] : devServerSockets(origins),
      nonce,
    }),
    ...(isProduction ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
const defaultHeaders = headersFor(remotes.remotes);
const overridesFor = createRemoteOverrides(remotes.remotes, { enabled: !isProduction });
const favicon = await readFile(path.join(here, 'favicon.svg'));
const compress = compression();
const pageFor = createPageRenderer({
  html: await readFile(path.join(root, 'index.html'), 'utf8'),
  shellFiles: await shellStartupFiles(root),
  remotes: remotes.remotes,
  remoteJson: createRemoteJson(),
});

function sendJson(res, body, pageHeaders) {
  res.writeHead(200, {
    ...pageHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** Serves the built favicon when the shell ships one, else the server's red truck. */
function sendFavicon(req, res, pathname, pageHeaders) {
  if (existsSync(path.join(root, pathname))) return false;
  res.writeHead(200, {
    ...pageHeaders,
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
  });
  res.end(req.method === 'HEAD' ? undefined : favicon);
  return true;
}

/** Client-side routes (no file extension in the last segment) all load the shell's page. */
function routedPath(pathname) {
  return path.posix.extname(pathname) === '' ? '/index.html' : pathname;
}

/**
 * index.html with the path's preload hints and prerendered first screen, and a nonce of its own
 * for its style elements (CSP).
 */
async function sendPage(req, res, pathname, remoteList) {
  const nonce = randomBytes(16).toString('base64');
  const page = await pageFor(pathname, { nonce });
  res.writeHead(200, {
    ...headersFor(remoteList, nonce),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControlFor('/index.html'),
    'X-Frame-Options': 'SAMEORIGIN',
  });
  res.end(req.method === 'HEAD' ? undefined : page);
}

function serveStatic(req, res, pathname, remoteList, pageHeaders) {
  const file = routedPath(pathname);
  if (file === '/index.html') return void sendPage(req, res, pathname, remoteList);
  req.url = file;
  res.setHeader('Cache-Control', cacheControlFor(file));
  for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
  handler(req, res, { public: root, directoryListing: false, cleanUrls: false, etag: true });
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  const { pathname } = url;
  if (pathname === '/api' || pathname.startsWith('/api/')) return proxyApi(req, res);
  const browser = overridesFor(url, req.headers.cookie);
  // The page still hints the manifest's files of an overridden area: both origins are allowed.
  const overridden = browser.remotes !== remotes.remotes;
  const remoteList = overridden ? [...remotes.remotes, ...browser.remotes] : remotes.remotes;
  const pageHeaders = overridden ? headersFor(remoteList) : defaultHeaders;
  if (browser.setCookie) res.setHeader('Set-Cookie', browser.setCookie);
  compress(req, res, () => {
    if (pathname === '/remotes.json')
      return sendJson(res, JSON.stringify({ remotes: browser.remotes }), pageHeaders);
    if (
      (pathname === '/favicon.ico' || pathname === '/favicon.svg') &&
      sendFavicon(req, res, pathname, pageHeaders)
    )
      return;
    serveStatic(req, res, pathname, remoteList, pageHeaders);
  });
});

server.listen(port, host, () =>
  console.log(`shell on http://${host}:${port} (files from ${root})`),
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 2_000).unref();
  });
