// What a visitor feels over a whole visit, not only the load: layout shift summed while the
// page is scrolled top to bottom with mouse-wheel steps (scrolling is no input that excuses a
// shift, as in the field), and following an in-page link. Per route and viewport.
import { areaReady, launchChromium, routeContext } from './page-loads.mjs';

export const VISIT_WIDTHS = [375, 768, 1280];
const VIEWPORT_HEIGHT = 740;
const WHEEL_STEP_PX = 300;
/** Time between wheel steps: what a reader takes, and enough for a lazy part to mount. */
const STEP_PAUSE_MS = 120;
/** After the last step: late timers and lazy parts still arriving are counted too. */
const SETTLE_MS = 1_500;

/** Installed before any script of the page: sums every layout shift not caused by input. */
function observeLayoutShift() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of /** @type {LayoutShift[]} */ (list.getEntries())) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node;
        const label =
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
                node.getAttribute('aria-labelledby')
                  ? `[${node.getAttribute('aria-labelledby')}]`
                  : ''
              }`
            : '(text)';
        return label;
      });
      window.__shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        scrollY: Math.round(window.scrollY),
        sources,
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const pageHeight = (page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Wheel-scrolls to the bottom (which moves while parts mount), then waits for the page to settle. */
export async function scrollToBottom(page) {
  await page.mouse.move(10, VIEWPORT_HEIGHT / 2);
  for (let step = 0; step < 400; step += 1) {
    const atBottom = await page.evaluate(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    );
    if (atBottom) break;
    await page.mouse.wheel(0, WHEEL_STEP_PX);
    await page.waitForTimeout(STEP_PAUSE_MS);
  }
  await page.waitForTimeout(SETTLE_MS);
}

/** The context options of a visit at `width`: phones and tablets as touch devices. */
export function deviceAt(width) {
  return {
    viewport: { width, height: VIEWPORT_HEIGHT },
    isMobile: width < 1024,
    hasTouch: width < 1024,
  };
}

async function shiftsSoFar(page) {
  const shifts = await page.evaluate(() => window.__shifts);
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** The biggest shifts and their sources, for the printout. */
function worst(shifts) {
  return [...shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map((shift) => ({ ...shift, value: Number(shift.value.toFixed(4)) }));
}

async function visit(browser, siteUrl, route, width, cookie) {
  const context = await routeContext(browser, siteUrl, cookie, deviceAt(width));
  await context.addInitScript(observeLayoutShift);
  const page = await context.newPage();
  await page.goto(new URL(route.path, siteUrl).href, { waitUntil: 'load' });
  await page.locator('#main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await areaReady(page);
  await page.waitForLoadState('networkidle');
  const heightAtLoad = await pageHeight(page);
  const atLoad = await shiftsSoFar(page);
  await scrollToBottom(page);
  const after = await shiftsSoFar(page);
  const result = {
    route: route.name,
    width,
    heightAtLoad,
    heightAfter: await pageHeight(page),
    clsAtLoad: atLoad.cls,
    cls: after.cls,
    worst: worst(after.shifts),
  };
  await context.close();
  return result;
}

/**
 * Follows `/#<id>`: where the section's top is once it landed, and again after the page
 * settled, with the sticky header's height it should land under. Reduced motion: the landing
 * scroll is immediate, not an animation caught half way.
 */
async function followSectionLink(browser, siteUrl, id, width) {
  const context = await routeContext(browser, siteUrl, null, {
    ...deviceAt(width),
    reducedMotion: 'reduce',
  });
  await context.addInitScript(observeLayoutShift);
  const page = await context.newPage();
  await page.goto(new URL(`/#${id}`, siteUrl).href, { waitUntil: 'load' });
  await page.locator(`#${id}`).waitFor({ state: 'attached', timeout: 30_000 });
  const top = () =>
    page.evaluate(
      (section) => document.getElementById(section)?.getBoundingClientRect().top ?? NaN,
      id,
    );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const landed = await top();
  await page.waitForTimeout(SETTLE_MS);
  const settled = await top();
  const headerHeight = await page.evaluate(
    () => document.getElementById('shell-header')?.getBoundingClientRect().height ?? 0,
  );
  const { cls } = await shiftsSoFar(page);
  await context.close();
  return { link: `/#${id}`, width, landedTop: landed, settledTop: settled, headerHeight, cls };
}

/** The routes a visitor scrolls through (the bench routes), at each width. */
export async function wholeVisit(siteUrl, routes, sessions) {
  const browser = await launchChromium();
  try {
    const visits = [];
    for (const route of routes)
      for (const width of VISIT_WIDTHS)
        visits.push(
          await visit(browser, siteUrl, route, width, route.session && sessions[route.session]),
        );
    const links = [];
    for (const id of ['contact', 'careers'])
      for (const width of [375, 1280])
        links.push(await followSectionLink(browser, siteUrl, id, width));
    return { visits, links };
  } finally {
    await browser.close();
  }
}

export function printWholeVisit({ visits, links }) {
  console.log(
    '\nWhole visit (layout shift summed while wheel-scrolling to the bottom, input ignored)',
  );
  for (const item of visits) {
    console.log(
      `  ${item.route.padEnd(16)} ${String(item.width).padStart(4)} px  CLS ${item.cls.toFixed(3)} (load ${item.clsAtLoad.toFixed(3)})  height ${item.heightAtLoad} → ${item.heightAfter}`,
    );
    for (const shift of item.worst.filter((entry) => entry.value >= 0.005))
      console.log(
        `  ${''.padEnd(24)} ${shift.value} at ${shift.at} ms, scrollY ${shift.scrollY}: ${shift.sources.join(' ')}`,
      );
  }
  for (const link of links)
    console.log(
      `  ${link.link.padEnd(16)} ${String(link.width).padStart(4)} px  section top ${link.landedTop.toFixed(0)} px on landing, ${link.settledTop.toFixed(0)} px after 1.5 s (header ${link.headerHeight.toFixed(0)} px)  CLS ${link.cls.toFixed(3)}`,
    );
}
