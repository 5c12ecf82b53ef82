// Area switch in Chromium: from clicking a header link to the new area's heading being
// visible, timed inside the page (click event → first animation frame showing the heading).
// Cold = the area's first visit in this tab (its remote entry not loaded yet); warm = a later
// visit. Desktop width, so every area link is in the header row.
import { launchChromium, routeContext } from './page-loads.mjs';

const SWITCHES = [
  { link: 'Trip Planner', area: 'mf_tools', path: '/trip-planner' },
  { link: 'Track Shipment', area: 'mf_tools', path: '/tracking' },
  { link: 'Client Portal', area: 'mf_portal', path: '/client-portal' },
  { link: 'FleetFolio TMS', area: 'mf_fleetfolio', path: '/fleetfolio' },
  { link: 'Home', area: 'mf_marketing', path: '/' },
];

/** Installs a watcher resolving with ms from the next click to a new visible heading in the area. */
function watchSwitch({ area, path }) {
  const previous = document.querySelector('#main h1');
  /** @type {Window & { __areaSwitch?: Promise<number> }} */ (window).__areaSwitch = new Promise(
    (resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          const clickedAt = event.timeStamp;
          const poll = () => {
            const heading = document.querySelector(`#area-${area} h1`);
            const shown =
              heading &&
              heading !== previous &&
              heading.getClientRects().length > 0 &&
              window.location.pathname === path;
            if (shown) resolve(performance.now() - clickedAt);
            else requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        },
        { capture: true, once: true },
      );
    },
  );
}

async function switchTo(page, target) {
  await page.evaluate(watchSwitch, target);
  await page.getByRole('banner').getByRole('link', { name: target.link, exact: true }).click();
  return page.evaluate(() =>
    Promise.race([
      /** @type {Window & { __areaSwitch?: Promise<number> }} */ (window).__areaSwitch,
      new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 30_000)),
    ]),
  );
}

/** @param {string} siteUrl @param {Awaited<ReturnType<import('./sessions.mjs').createSessions>>} sessions */
export async function areaSwitch(siteUrl, sessions) {
  const browser = await launchChromium();
  try {
    const context = await routeContext(
      browser,
      siteUrl,
      [sessions.client, sessions.carrier].join('; '),
    );
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(siteUrl);
    await page.locator('#main h1').first().waitFor({ state: 'visible' });
    const results = SWITCHES.map((target) => ({ ...target, coldMs: NaN, warmMs: NaN }));
    for (const result of results) result.coldMs = await switchTo(page, result);
    for (const result of results) result.warmMs = await switchTo(page, result);
    await context.close();
    // Home is where the tab started, so even its first switch back finds the area loaded.
    return results.map(({ link, area, path, coldMs, warmMs }) => ({
      link,
      area,
      path,
      coldMs: path === '/' ? NaN : coldMs,
      warmMs,
      firstReturnMs: path === '/' ? coldMs : undefined,
    }));
  } finally {
    await browser.close();
  }
}

const ms = (value) => (Number.isNaN(value) ? '    —' : `${value.toFixed(0).padStart(5)} ms`);

export function printAreaSwitch(results) {
  console.log('\nArea switch (click on a header link → new area heading visible; 1366×900)');
  for (const result of results)
    console.log(
      `  ${result.link.padEnd(16)} ${result.area.padEnd(14)} cold ${ms(result.coldMs)}   warm ${ms(result.warmMs)}`,
    );
}
