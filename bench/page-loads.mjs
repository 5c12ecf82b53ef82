// What each route costs a first-time visitor until its area is usable: gzip bytes of JS and
// CSS, requests, the longest chain of requests that had to finish one after another before
// the area's heading rendered, remote entries fetched, and whether any shared library was
// shipped twice (read from the source maps of the scripts the page loaded, which the builds
// keep in each package's source-maps/ folder, never on the servers).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { SINGLETONS } from '../packages/build-config/shared-singletons.cjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The routes of issue 9 and which session (if any) each needs. */
export function benchRoutes(sessions) {
  return [
    { path: '/', session: null },
    { path: `/review/${sessions.reviewToken}`, name: '/review/<token>', session: null },
    { path: '/admin-login', session: null },
    { path: '/admin', session: 'admin' },
    { path: '/trip-planner', session: null },
    { path: '/tracking', session: null },
    { path: '/client-portal', session: 'client' },
    { path: '/fleetfolio/login', session: null },
    { path: '/fleetfolio', session: 'carrier' },
  ].map((route) => ({ ...route, name: route.name ?? route.path }));
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A Cookie header's pairs as cookies of the site, for a browser context. */
export function siteCookies(cookieHeader, siteUrl) {
  return cookieHeader.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: siteUrl };
  });
}

/**
 * Resolves once the area owning the page has taken over its prerendered copy (which is inert
 * until then): what a visitor can click and type into from here on works.
 */
export function areaReady(page) {
  return page.waitForFunction(() => !document.querySelector('#main > [inert]'), null, {
    timeout: 30_000,
  });
}

/** A fresh context (empty cache) carrying the route's session cookie, if any. */
export async function routeContext(browser, siteUrl, cookieHeader, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  if (cookieHeader) await context.addCookies(siteCookies(cookieHeader, siteUrl));
  return context;
}

/** Records every request with the request that caused it (CDP initiator). */
async function recordRequests(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, timestamp, type }) => {
    const frames = [];
    for (let stack = initiator.stack; stack; stack = stack.parent)
      frames.push(...stack.callFrames.map((frame) => frame.url));
    const initiatorUrls = [initiator.url, ...frames].filter(Boolean);
    requests.set(requestId, {
      url: request.url,
      type,
      initiatorUrls,
      start: timestamp,
      end: Infinity,
      encodedBytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { end: timestamp, encodedBytes: encodedDataLength });
  });
  return { requests };
}

/**
 * Longest chain of requests that had to finish one after another. A request hangs under the
 * request that initiated it (the document, a script), or under a fetch the same script had
 * finished just before (a manifest or data read that the script awaited before asking for
 * more); its chain is its parent's chain plus itself.
 */
function longestChain(requests) {
  const byUrl = new Map();
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  let deepest = [];
  for (const request of sorted) {
    const initiators = new Set(request.initiatorUrls);
    const awaitedFetches = sorted.filter(
      (other) =>
        other !== request &&
        ['Fetch', 'XHR'].includes(other.type) &&
        other.end <= request.start &&
        other.initiatorUrls.some((url) => initiators.has(url)),
    );
    const parents = [
      ...request.initiatorUrls.map((url) => byUrl.get(url)),
      ...awaitedFetches,
    ].filter((parent) => parent && parent !== request && parent.end <= request.start + 0.001);
    const parent = parents.sort((a, b) => b.chain.length - a.chain.length)[0];
    request.chain = [...(parent?.chain ?? []), request.url];
    if (!byUrl.has(request.url)) byUrl.set(request.url, request);
    if (request.chain.length > deepest.length) deepest = request.chain;
  }
  return deepest;
}

/**
 * Packages with files (by path under node_modules) that more than one loaded script contains:
 * a singleton shipped twice, or a dependency bundled into two chunks.
 */
async function duplicatedModules(scriptUrls, folders) {
  const owners = new Map();
  for (const url of scriptUrls) {
    const map = await localSourceMap(url, folders);
    if (!map) continue;
    const { sources = [] } = map;
    for (const source of sources) {
      const file = source.split('node_modules/')[1];
      if (!file) continue;
      owners.set(file, [...(owners.get(file) ?? []), url.replace(/^https?:\/\/[^/]+/, '')]);
    }
  }
  const byPackage = new Map();
  for (const [file, urls] of owners) {
    const scripts = [...new Set(urls)];
    if (scripts.length < 2) continue;
    const name = packageOf(file);
    const entry = byPackage.get(name) ?? { name, files: 0, scripts: new Set() };
    entry.files += 1;
    scripts.forEach((script) => entry.scripts.add(script));
    byPackage.set(name, entry);
  }
  return [...byPackage.values()].map((entry) => ({
    name: entry.name,
    files: entry.files,
    scripts: [...entry.scripts],
    singleton: SINGLETONS.some((name) => packageOf(`${name}/`) === entry.name),
  }));
}

/**
 * The site's remotes from /remotes.json: each entry's container name, and which package serves
 * each origin (the shell at the site's own, each remote at its entry's, whatever ports the
 * stack was started on), to find the source maps the builds kept.
 */
async function siteRemotes(siteUrl) {
  const response = await fetch(new URL('/remotes.json', siteUrl));
  const { remotes } = await response.json();
  return {
    names: new Map(remotes.map((remote) => [remote.entry, remote.name])),
    folders: new Map([
      [new URL(siteUrl).origin, 'shell'],
      ...remotes.map((remote) => [new URL(remote.entry).origin, remote.name.replace('_', '-')]),
    ]),
  };
}

/**
 * The source map of a script served by the local site, read from its package's source-maps/
 * folder; null for a script of another origin or one without a map.
 */
async function localSourceMap(url, folders) {
  const { origin, pathname } = new URL(url);
  const folder = folders.get(origin);
  if (!folder) return null;
  const file = path.join(REPO, folder, 'source-maps', `${pathname}.map`);
  return JSON.parse(await readFile(file, 'utf8').catch(() => 'null'));
}

/**
 * A script without a map can hold no library under this size: webpack keeps no map for a chunk
 * of its own glue only (the shared react-router-dom facade is 339 bytes).
 */
const UNMAPPED_GLUE_BYTES = 1024;

/**
 * Scripts of the site whose source map the build did not keep, above the size of webpack's own
 * glue: the library checks cannot see into them, so they are reported (and fail the budget).
 */
async function unmappedScripts(scriptUrls, folders) {
  const unmapped = [];
  for (const url of scriptUrls) {
    const base = url.split('?')[0];
    if (!folders.has(new URL(base).origin) || (await localSourceMap(base, folders))) continue;
    const response = await fetch(base);
    const bytes = response.ok ? (await response.arrayBuffer()).byteLength : 0;
    if (bytes > UNMAPPED_GLUE_BYTES) unmapped.push(base.replace(/^https?:\/\/[^/]+/, ''));
  }
  return unmapped;
}

/**
 * Module Federation's bundler runtime: each build binds it to its own webpack require, so every
 * remote entry carries it once more (module-federation-examples#3821). Reported apart.
 */
export const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

const isFederationRuntime = (file) =>
  FEDERATION_RUNTIME_PACKAGES.includes(packageOf(file.split('node_modules/').pop() ?? ''));

/** The minified code of a script that its source map attributes to the federation runtime. */
function federationRuntimeCode(script, map) {
  const lines = script.split('\n');
  const consumer = new SourceMapConsumer(map);
  const mappings = [];
  consumer.eachMapping((mapping) => mappings.push(mapping));
  let code = '';
  mappings.forEach((mapping, index) => {
    if (!mapping.source || !isFederationRuntime(mapping.source)) return;
    const next = mappings[index + 1];
    const line = lines[mapping.generatedLine - 1] ?? '';
    const end =
      next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    code += line.slice(mapping.generatedColumn, end);
  });
  return code;
}

/**
 * Gzip bytes of the federation runtime each loaded package (the shell, each remote) carries,
 * over all of its scripts the page loaded, with the scripts it was found in.
 */
async function federationRuntimeBytes(scriptUrls, folders) {
  const byPackage = new Map();
  for (const url of scriptUrls) {
    const base = url.split('?')[0];
    const [script, map] = await Promise.all([
      fetch(base).then((response) => (response.ok ? response.text() : null)),
      localSourceMap(base, folders),
    ]).catch(() => [null, null]);
    if (!script || !map) continue;
    const code = federationRuntimeCode(script, map);
    if (code.length === 0) continue;
    const folder = folders.get(new URL(base).origin);
    const entry = byPackage.get(folder) ?? { package: folder, scripts: [], code: '' };
    entry.scripts.push(base.replace(/^https?:\/\/[^/]+/, ''));
    entry.code += code;
    byPackage.set(folder, entry);
  }
  return [...byPackage.values()].map(({ code, ...entry }) => ({
    ...entry,
    isRemote: entry.package !== 'shell',
    rawBytes: code.length,
    gzipBytes: gzipSync(code).length,
  }));
}

const packageOf = (file) =>
  file
    .split('/')
    .slice(0, file.startsWith('@') ? 2 : 1)
    .join('/');

const isScript = (entry) => entry.type === 'Script' || /\.m?js(\?|$)/.test(entry.url);
const isStyle = (entry) => entry.type === 'Stylesheet' || /\.css(\?|$)/.test(entry.url);

async function gzipOf(page, entries) {
  let total = 0;
  for (const entry of entries) {
    const response = await page.request.get(entry.url).catch(() => null);
    if (response?.ok()) total += gzipSync(await response.body()).length;
  }
  return total;
}

/** @param {import('playwright-core').Browser} browser */
async function measureRoute(browser, siteUrl, route, sessions, { names, folders }) {
  const context = await routeContext(browser, siteUrl, route.session && sessions[route.session]);
  const page = await context.newPage();
  const { requests } = await recordRequests(page);
  const opened = Date.now();
  await page.goto(new URL(route.path, siteUrl).href);
  await page.locator('#main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  const rendered = [...requests.values()].filter((entry) => entry.end !== Infinity);
  const headingMs = Date.now() - opened;
  await page.waitForLoadState('networkidle');
  const loaded = [...requests.values()].filter((entry) => !entry.url.startsWith('data:'));
  const scripts = loaded.filter(isScript);
  const result = {
    route: route.name,
    headingMs,
    requests: loaded.length,
    jsGzipBytes: await gzipOf(page, scripts),
    cssGzipBytes: await gzipOf(page, loaded.filter(isStyle)),
    transferBytes: loaded.reduce((sum, entry) => sum + entry.encodedBytes, 0),
    chain: longestChain(rendered).map((url) => url.replace(/^https?:\/\/[^/]+/, '')),
    remoteEntries: scripts
      .filter((entry) => entry.url.includes('remoteEntry'))
      .map((entry) => names.get(entry.url.split('?')[0]) ?? entry.url),
    duplicatedModules: await duplicatedModules(
      scripts.map((entry) => entry.url),
      folders,
    ),
    unmappedScripts: await unmappedScripts(
      scripts.map((entry) => entry.url),
      folders,
    ),
    federationRuntime: await federationRuntimeBytes(
      scripts.map((entry) => entry.url),
      folders,
    ),
  };
  await context.close();
  return result;
}

/** @param {string} siteUrl @param {Awaited<ReturnType<import('./sessions.mjs').createSessions>>} sessions */
export async function pageLoads(siteUrl, sessions) {
  const browser = await launchChromium();
  try {
    const site = await siteRemotes(siteUrl);
    const results = [];
    for (const route of benchRoutes(sessions))
      results.push(await measureRoute(browser, siteUrl, route, sessions, site));
    return results;
  } finally {
    await browser.close();
  }
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function printPageLoads(results) {
  console.log(
    '\nPage loads (fresh cache; JS/CSS gzip -6; chain = sequential requests before the h1)',
  );
  for (const result of results) {
    console.log(
      `  ${result.route.padEnd(16)} JS ${kB(result.jsGzipBytes).padStart(9)}  CSS ${kB(result.cssGzipBytes).padStart(7)}  ${String(result.requests).padStart(3)} requests  chain ${result.chain.length}  h1 after ${result.headingMs} ms`,
    );
    console.log(`  ${''.padEnd(16)} remote entries: ${result.remoteEntries.join(', ') || 'none'}`);
    console.log(`  ${''.padEnd(16)} chain: ${result.chain.join(' → ')}`);
    for (const duplicate of result.duplicatedModules.filter(
      (item) => !FEDERATION_RUNTIME_PACKAGES.includes(item.name),
    ))
      console.log(
        `  ${''.padEnd(16)} bundled twice: ${duplicate.name}${duplicate.singleton ? ' (a shared singleton!)' : ''}, ${duplicate.files} files in ${duplicate.scripts.join(', ')}`,
      );
    for (const runtime of result.federationRuntime)
      console.log(
        `  ${''.padEnd(16)} federation bundler runtime of ${runtime.package}: ${kB(runtime.gzipBytes)} gzip in ${runtime.scripts.join(', ')}`,
      );
    if (result.unmappedScripts.length)
      console.log(
        `  ${''.padEnd(16)} no source map kept for: ${result.unmappedScripts.join(', ')}`,
      );
  }
}
