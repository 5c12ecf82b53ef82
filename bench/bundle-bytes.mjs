// JavaScript a visitor downloads per page: gzip bytes of every script, and which remote
// entries were fetched, measured in Chromium against the production-built site.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const PAGES = ['/', '/admin-login'];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Remote container name per entry URL, from the site's manifest. */
async function remoteNames(siteUrl) {
  const response = await fetch(new URL('/remotes.json', siteUrl));
  const { remotes } = await response.json();
  return new Map(remotes.map((remote) => [remote.entry, remote.name]));
}

/** @param {import('playwright-core').Browser} browser @param {string} url @param {Map<string, string>} names */
async function measurePage(browser, url, names) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
    if (isScript && response.ok()) scripts.push(response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(
    scripts.map(async (response) => {
      const body = await response.body();
      const sizes = await response.request().sizes();
      return {
        url: response.url(),
        bytes: body.length,
        gzipBytes: gzipSync(body).length,
        transferBytes: sizes.responseBodySize,
      };
    }),
  );
  await context.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return {
    page: new URL(url).pathname,
    scripts: files.length,
    bytes: sum('bytes'),
    gzipBytes: sum('gzipBytes'),
    transferBytes: sum('transferBytes'),
    remoteEntries: files
      .filter((file) => file.url.includes('remoteEntry'))
      .map((file) => `${names.get(file.url.split('?')[0]) ?? 'unknown'} ${file.url}`),
  };
}

/** @param {string} siteUrl e.g. http://localhost:3000 */
export async function bundleBytes(siteUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const names = await remoteNames(siteUrl);
    const results = [];
    for (const path of PAGES)
      results.push(await measurePage(browser, new URL(path, siteUrl).href, names));
    return results;
  } finally {
    await browser.close();
  }
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** @param {Awaited<ReturnType<typeof bundleBytes>>} results */
export function printBundleBytes(results) {
  console.log('\nJavaScript per page (gzip -6 of each body; transferred = what the server sent)');
  for (const result of results) {
    console.log(
      `  ${result.page.padEnd(14)} ${String(result.scripts).padStart(3)} scripts  ${kB(result.gzipBytes).padStart(10)} gzip  ${kB(result.transferBytes).padStart(10)} transferred  ${kB(result.bytes).padStart(10)} raw`,
    );
    for (const entry of result.remoteEntries)
      console.log(`  ${''.padEnd(14)} remote entry: ${entry}`);
  }
}
