import type { Page } from '@playwright/test';
import { deviceAt, scrollToBottom } from '../../bench/whole-visit.mjs';
import { companyPhone, expect, test } from '../helpers';
import { openLanding } from '../helpers/landing';

/**
 * Installed before the page's scripts: sums every layout shift not caused by input, as field
 * CLS does (scrolling is no input that excuses a shift).
 */
function sumLayoutShift() {
  const page = window as unknown as { layoutShift: number };
  page.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) page.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Where #contact is on the page and how tall, in page coordinates. */
const contactBox = (page: Page) =>
  page.locator('#contact').evaluate((section) => {
    const box = section.getBoundingClientRect();
    return { top: box.top + window.scrollY, height: box.height };
  });

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

for (const width of [375, 1280]) {
  test(`scrolling the landing page to the bottom at ${width} px moves nothing (CLS ≤ 0.02)`, async ({
    browser,
  }) => {
    const context = await browser.newContext(deviceAt(width));
    await context.addInitScript(sumLayoutShift);
    const page = await context.newPage();
    // Measured once the area has replaced its prerendered copy: the copy's #contact goes with it.
    await openLanding(page);
    await page.waitForLoadState('networkidle');
    const contactAtLoad = await contactBox(page);
    await scrollToBottom(page);
    // The contact form's code arrived on the way down, in place of its preview.
    await expect(page.locator('#contact form')).not.toHaveAttribute('inert');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // What mounts late above it (the coverage map, the form) had its final size from the start.
    // Below it, sections hold a measured height until they near the screen: stored reviews or
    // posts may make them taller, out of sight (a shift on screen would count above).
    expect(await contactBox(page)).toEqual(contactAtLoad);
    await context.close();
  });
}

test('the phone testimonial carousel turns its slides without moving the name under them', async ({
  browser,
}) => {
  const context = await browser.newContext(deviceAt(375));
  await context.addInitScript(sumLayoutShift);
  const page = await context.newPage();
  await openLanding(page);
  await page.waitForLoadState('networkidle');
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  const slide = carousel.locator('figure[aria-roledescription="slide"]');
  const captionTop = async () => (await slide.locator('figcaption').boundingBox())!.y;
  const shiftBefore = await layoutShift(page);
  const firstCaptionTop = await captionTop();
  // The carousel turns on its own every 5 s; no input excuses what it moves.
  for (const turn of ['2', '3']) {
    await expect(slide).toHaveAccessibleName(new RegExp(`^${turn} of `), { timeout: 8_000 });
    expect(await captionTop()).toBe(firstCaptionTop);
  }
  expect(await layoutShift(page)).toBe(shiftBefore);
  await context.close();
});

test('a link to #contact lands on the section, below the sticky header, and it stays there', async ({
  browser,
}) => {
  // Reduced motion: the landing scroll is immediate, not an animation to wait out.
  const context = await browser.newContext({ ...deviceAt(375), reducedMotion: 'reduce' });
  await context.addInitScript(sumLayoutShift);
  const page = await context.newPage();
  const contactTop = async () => (await page.locator('#contact').boundingBox())!.y;
  await page.goto('/#contact');
  // The area takes over the prerendered page and the form's code arrives.
  await expect(page.locator('#contact form')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
  const header = await page.locator('#shell-header').boundingBox();
  const landed = await contactTop();
  expect(landed).toBeGreaterThanOrEqual(header!.height);
  expect(landed).toBeLessThan(header!.height + 40);
  // Nothing moved it on the way: the shifts from the first paint on sum to (almost) nothing.
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await contactTop()).toBe(landed);
  await context.close();
});

/**
 * Holds back every script the page asks for from now on that `held` picks, until the answer's
 * `release()`: the page then shows what it shows before that code has run.
 */
async function holdScripts(page: Page, held: (url: URL) => boolean = () => true) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    if (held(new URL(route.request().url()))) await released;
    await route.continue();
  });
  return release;
}

/** The areas' code, served from their own origins: the page shows its prerendered copy. */
const areaCode = (url: URL) => url.origin !== new URL(process.env.E2E_BASE_URL!).origin;

test('the contact form shows inert in its final size until its code has loaded', async ({
  page,
}) => {
  // Holds back every script requested after the page's own first files (the form's chunks),
  // once the area has replaced its prerendered copy (whose #contact goes with it).
  await openLanding(page);
  await page.waitForLoadState('networkidle');
  const release = await holdScripts(page);
  const form = page.locator('#contact form');
  await expect(form).toBeVisible();
  const preview = await form.boundingBox();
  await expect(form).toHaveAttribute('inert');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('inert');
  release();
  await expect(form).not.toHaveAttribute('inert');
  // Polled: the app's form replaces the preview, and between the two there may be none to measure.
  await expect.poll(async () => (await form.boundingBox())?.height).toBe(preview!.height);
});

test('/ paints its content with no /api request, and the app takes the data over without one', async ({
  page,
  request,
}) => {
  const apiRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiRequests.push(sent.url());
  });
  const served = await (await request.get('/')).text();
  expect(served).toContain('<script type="application/json" id="page-reads">');
  expect(served).toContain(companyPhone());

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  );
  expect(firstPaint).toBeLessThan(Infinity);
  // The header and the hero show the stored phone number: the page's reads, not the defaults.
  await expect(page.getByRole('link', { name: `Call Now: ${companyPhone()}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  expect(apiRequests).toEqual([]);
});

test('a landing page whose API is down still shows every section, with no splash', async ({
  page,
}) => {
  await page.route('**/api/**', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const section of ['Our Services', 'What Our Clients Say', 'Freight & Logistics Insights'])
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Request .* Quote$/ }).first()).toBeVisible();
});

test('/fleetfolio/login shows its form at once, visibly not usable until the app takes over, then usable', async ({
  page,
}) => {
  const release = await holdScripts(page, areaCode);
  await page.goto('/fleetfolio/login', { waitUntil: 'domcontentloaded' });
  const copy = page.locator('#area-mf_fleetfolio');
  // Inert content is out of the accessibility tree, so the copy's field is found by its type.
  await expect(copy.locator('input[type="email"]')).toBeVisible();
  // Inert (nothing typed can be lost) and its form dimmed, so a visitor sees it is not ready.
  await expect(copy).toHaveAttribute('inert');
  const opacity = await copy.locator('form').evaluate((form) => getComputedStyle(form).opacity);
  expect(Number(opacity)).toBeLessThan(1);
  release();
  await expect(copy).not.toHaveAttribute('inert');
  const email = page.getByLabel(/^Email/);
  await email.fill('early.typist@carrier.example.com');
  await expect(email).toHaveValue('early.typist@carrier.example.com');
});

test('/client-portal shows a visitor with no session the sign-in card at once, and the app asks for no session check', async ({
  page,
}) => {
  const sessionChecks: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/client-portal/me') sessionChecks.push(sent.url());
  });
  const release = await holdScripts(page, areaCode);
  await page.goto('/client-portal', { waitUntil: 'domcontentloaded' });
  const copy = page.locator('#area-mf_portal');
  // The page's own copy, before any of the area's code: no placeholder waiting for the check.
  await expect(
    copy.getByText('Sign in to follow your shipments, invoices and quote requests.'),
  ).toBeVisible();
  await expect(copy).toHaveAttribute('inert');
  release();
  await expect(copy).not.toHaveAttribute('inert');
  await expect(page.getByLabel(/^Email/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sessionChecks).toEqual([]);
});
