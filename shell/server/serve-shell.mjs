#!/usr/bin/env node
// Production server of the shell: its built files with a history fallback, the runtime
// manifest /remotes.json from the environment, and /api proxied to the API.
import { createHash, randomBytes } from 'node:crypto';
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
import { createPageReads } from './page-reads.mjs';
import { shellStartupFiles } from './preload.mjs';
import { createRemoteOverrides, devServerSockets } from './overrides.mjs';
import { createApiProxy, parseApiUrls } from './proxy.mjs';
import { createRemoteJson } from './remote-json.mjs';
import { signedOutCheck } from './signed-out.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.env.SHELL_DIST ?? path.join(here, '..', 'dist'));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const trustedHops = Number(process.env.TRUST_PROXY_HOPS ?? 0);
if (!Number.isInteger(trustedHops) || trustedHops < 0) {
  process.stderr.write('TRUST_PROXY_HOPS must be a whole number of proxies, 0 or more\n');
  process.exit(1);
}
let apiUrls;
try {
  apiUrls = parseApiUrls(process.env.API_URL ?? 'http://127.0.0.1:4000');
} catch (error) {
  process.stderr.write(
    `API_URL must list the API's addresses, separated by commas: ${error instanceof Error ? error.message : error}\n`,
  );
  process.exit(1);
}
const proxyApi = createApiProxy(apiUrls, { trustedHops });
const remotes = buildManifest(process.env);
const isProduction = process.env.NODE_ENV === 'production';
/** A strong validator: a repeat visit revalidates the page or the manifest with a bodiless 304. */
const etagOf = (body) => `"${createHash('sha1').update(body).digest('base64url')}"`;
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
  pageReads: createPageReads({ apiUrl: apiUrls }),
});

/**
 * The runtime manifest (this browser's, with its overrides): revalidated on every page
 * (no-cache), so a remote's new address is used at once, but an unchanged one is a bodiless 304.
 */
function sendManifest(req, res, remoteList, pageHeaders) {
  const manifest = JSON.stringify({ remotes: remoteList });
  const etag = etagOf(manifest);
  const headers = {
    ...pageHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
  };
  if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(200, headers);
  res.end(manifest);
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

/** A style nonce as this server makes them: 16 random bytes in base64url. */
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const newNonce = () => randomBytes(16).toString('base64url');

/**
 * The nonce a browser's cached page carries, read from its If-None-Match (`"<hash>.<nonce>"`),
 * when that page is the one about to be sent: a 304 then keeps its CSP, since the browser
 * reuses the cached body with the nonce in it.
 */
function cachedNonce(req, hash) {
  for (const tag of req.headers['if-none-match']?.split(/\s*,\s*/) ?? []) {
    const [tagHash, nonce] = tag.replace(/^"|"$/g, '').split('.');
    if (tagHash === hash && nonce && NONCE.test(nonce)) return nonce;
  }
  return undefined;
}

/**
 * index.html with the path's preload hints, public reads and prerendered first screen, and a
 * nonce of its own for its style elements (CSP). Its ETag is the page's hash without the nonce,
 * plus the nonce: an unchanged page is a bodiless 304 that keeps the nonce of the cached copy.
 * The screen depends on the session cookies the navigation carried (signed-out.mjs): `Vary`.
 */
async function sendPage(req, res, url, remoteList) {
  const nonce = newNonce();
  const signedOut = signedOutCheck(req.headers, url.search);
  const page = await pageFor(url.pathname, { nonce, signedOut });
  const hash = createHash('sha1').update(page.split(nonce).join('')).digest('base64url');
  const cached = cachedNonce(req, hash);
  const headers = {
    ...headersFor(remoteList, cached ?? nonce),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControlFor('/index.html'),
    'X-Frame-Options': 'SAMEORIGIN',
    Vary: 'Cookie, Sec-Fetch-Site',
    ETag: `"${hash}.${cached ?? nonce}"`,
  };
  if (cached) {
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : page);
}

function serveStatic(req, res, url, remoteList, pageHeaders) {
  const file = routedPath(url.pathname);
  if (file === '/index.html') return void sendPage(req, res, url, remoteList);
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
    if (pathname === '/remotes.json') return sendManifest(req, res, browser.remotes, pageHeaders);
    if (
      (pathname === '/favicon.ico' || pathname === '/favicon.svg') &&
      sendFavicon(req, res, pathname, pageHeaders)
    )
      return;
    serveStatic(req, res, url, remoteList, pageHeaders);
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
