#!/usr/bin/env node
// Measures the dev loop: how long an edit to an area's component takes to show in the browser
// when that area runs from its dev server inside the running site. Needs the site running
// (`npm start` or `npm run dev`); starts the area's dev server itself unless it answers.
//   node scripts/measure-dev-loop.mjs [--area mf_tools] [--file src/…] [--text 'Trip Planner'] [--runs 5]
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { areaNamed } from '../packages/build-config/areas.mjs';
import { repoRoot } from './lib/paths.mjs';

const { values } = parseArgs({
  options: {
    area: { type: 'string', default: 'mf_tools' },
    file: { type: 'string', default: 'src/features/trip-planner/TripPlannerPage.tsx' },
    text: { type: 'string', default: 'Trip Planner' },
    runs: { type: 'string', default: '5' },
    site: { type: 'string', default: process.env.SITE_URL ?? 'http://localhost:3000' },
  },
});
const area = areaNamed(values.area);
const entry = `http://localhost:${area.devPort}/remoteEntry.js`;
const file = path.join(repoRoot, area.workspace, values.file);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** The area's dev server, started here when none answers; stopped at the end. */
async function ensureDevServer() {
  if (await answers(entry)) return undefined;
  console.log(`starting npm run dev -w ${area.workspace}`);
  const child = spawn('npm', ['run', 'dev', '-w', area.workspace], {
    cwd: repoRoot,
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (!(await answers(entry))) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`${entry} did not answer`);
    await sleep(500);
  }
  return child;
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

if (!(await answers(`${values.site}/remotes.json`)))
  throw new Error(`no site at ${values.site}: start it with npm start (or npm run dev) first`);
const devServer = await ensureDevServer();
const original = await readFile(file, 'utf8');
if (!original.includes(`>${values.text}<`))
  throw new Error(`${values.file} has no element whose text is "${values.text}"`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const page = await browser.newPage();
  const route = area.routes.find((candidate) => !candidate.includes(':')) ?? '/';
  await page.goto(`${values.site}${route}?override=${values.area}@${entry}`);
  await page.getByRole('complementary', { name: 'Development overrides' }).waitFor();
  await page.getByText(values.text, { exact: true }).first().waitFor();
  let loads = 0;
  page.on('load', () => (loads += 1));
  const figures = [];
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const marker = `${values.text} (edit ${run})`;
    const loadsBefore = loads;
    const started = performance.now();
    await writeFile(file, original.replace(`>${values.text}<`, `>${marker}<`));
    await page.getByText(marker, { exact: true }).waitFor({ timeout: 30_000 });
    const ms = performance.now() - started;
    figures.push(ms);
    const how = loads === loadsBefore ? 'in place' : 'page reloaded';
    console.log(`edit ${run}: shown after ${(ms / 1000).toFixed(2)} s (${how})`);
    await sleep(1_000);
  }
  console.log(
    `${values.area}: an edit to ${values.file} shows in the browser in ${(median(figures) / 1000).toFixed(2)} s (median of ${figures.length}, slowest ${(Math.max(...figures) / 1000).toFixed(2)} s)`,
  );
} finally {
  await writeFile(file, original);
  await browser.close();
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
}
