// Phones: every route, tab and dialog at 320-414 px, signed in and out, with the longest
// names the site accepts (site-data.mjs), and the pages a mailed link opens. For each: whether the page scrolls sideways, what
// sticks out of the screen (outside a box that scrolls sideways on purpose, like the tab bar),
// and which tap targets are under 44 x 44 px or squeezed (a word of their label broken). The browser tests (e2e/tests/phones.spec.ts) use
// the same views and checks.
import { areaReady, launchChromium, routeContext } from './page-loads.mjs';
import { unbrokenName } from './site-data.mjs';
import { deviceAt } from './whole-visit.mjs';

export const PHONE_WIDTHS = [320, 360, 375, 390, 414];
export const MIN_TARGET_PX = 44;

const click =
  (name, role = 'button') =>
  async (page) => {
    await page.getByRole(role, { name, exact: true }).first().click();
  };
const openDialog = (name, role) => async (page) => {
  await click(name, role)(page);
  await page.getByRole('dialog').first().waitFor();
};
/**
 * The tab's own panel, named by its tab: the last one stays on screen until it renders. A panel
 * whose code loads on first open shows a placeholder first: `field` names a text box it shows
 * once loaded, so the widths are not measured while its code arrives.
 * @param {string} name
 * @param {RegExp | null} [field]
 */
const openTab =
  (name, field = null) =>
  async (page) => {
    await page.getByRole('tab', { name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name, exact: true });
    await panel.waitFor();
    if (field) await panel.getByRole('textbox', { name: field }).waitFor();
    await page.waitForLoadState('networkidle');
  };
/**
 * Opens, from the admin quotes table, the long-named quote whose card has the button `name`
 * (site-data makes two: a shipment of one, a price for the other), then that button's dialog.
 */
const openFromLongQuote = (name) => async (page) => {
  const longName = unbrokenName(200);
  const links = page.getByRole('link', { name: longName, exact: true });
  await links.first().waitFor();
  for (let index = 0; index < (await links.count()); index += 1) {
    await links.nth(index).click();
    const quote = page.getByRole('article', { name: longName, exact: true });
    await quote.waitFor();
    const button = quote.getByRole('button', { name, exact: true });
    if (await button.isVisible()) {
      await button.click();
      await page.getByRole('dialog').first().waitFor();
      return;
    }
  }
  throw new Error(`no long-named quote with ${name} in the quotes table`);
};
const inTab = (tab, step) => async (page) => {
  await openTab(tab)(page);
  await step(page);
};
/** Opens a table row by the link its first cell makes, and waits for the panel it opens. */
const openRow = (link, panel) => async (page) => {
  await click(link, 'link')(page);
  await page.getByRole('region', { name: panel, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
};
/** Opens a card of FleetFolio's Settings & More (its section shows under the cards). */
const openSection = (title) => async (page) => {
  await click(`Open ${title}`)(page);
  await page.getByRole('region', { name: title, exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
};

/** The applicant's name as the admin tables show it (site-data: first and last at their longest). */
const APPLICANT = `${unbrokenName(100)} ${unbrokenName(100)}`;

/**
 * @typedef {object} PhoneLinks what the views' addresses carry (sessions.mjs, site-data.mjs)
 * @property {string} reviewToken a review link of an ordinary request
 * @property {string} longReviewToken a review link of a request with the longest names
 * @property {string} shipmentNumber the long-named quote's shipment
 * @property {string} inviteToken an open invitation to the long-named carrier's team
 * @property {string} carrierResetToken a password reset link of the carrier
 * @property {string} clientResetToken a password reset link of the client
 * @property {string} unsubscribeToken the long-named client's unsubscribe link
 */

/**
 * The views a phone shows. `session` names the cookie to carry (sessions.mjs / site-data.mjs:
 * the admin, the long-named client and carrier, the carrier's driver member), `open` what to do once the page's heading is up, and
 * `eachTab` the tab list whose every tab is a view (read from the page, so a new tab is measured
 * without a change here). `links` are the tokens and numbers the addresses carry.
 * @param {PhoneLinks} links
 */
export function phoneViews(links) {
  const { reviewToken, longReviewToken, shipmentNumber, inviteToken } = links;
  const reset = (token) => `/reset-password?token=${encodeURIComponent(token)}`;
  const longCarrier = { path: '/fleetfolio', session: 'longCarrier' };
  return [
    { name: '/', path: '/' },
    { name: '/ menu', path: '/', open: click('Open menu') },
    { name: '/ quote dialog', path: '/', open: openDialog('Get Quote') },
    { name: '/ driver info', path: '/', open: openDialog('Learn More about CDL Drivers') },
    {
      name: '/ owner operator info',
      path: '/',
      open: openDialog('Learn More about Owner Operators'),
    },
    { name: '/ driver application', path: '/', open: openDialog('Apply as CDL Driver') },
    {
      name: '/ owner operator application',
      path: '/',
      open: openDialog('Apply as Owner Operator'),
    },
    { name: '/review/<token>', path: `/review/${reviewToken}` },
    { name: '/review/<token> long names', path: `/review/${longReviewToken}` },
    { name: '/admin-login', path: '/admin-login' },
    { name: '/trip-planner', path: '/trip-planner' },
    { name: '/tracking', path: '/tracking' },
    { name: '/tracking result', path: `/tracking?number=${shipmentNumber}` },
    { name: '/client-portal sign-in', path: '/client-portal', session: null },
    {
      name: '/client-portal register',
      path: '/client-portal',
      open: openTab('Register', /^Company Name/),
    },
    { name: '/client-portal/forgot-password', path: '/client-portal/forgot-password' },
    {
      name: '/client-portal/reset-password',
      path: `/client-portal${reset(links.clientResetToken)}`,
    },
    {
      name: '/client-portal/unsubscribe',
      path: `/client-portal/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`,
    },
    { name: '/fleetfolio/login', path: '/fleetfolio/login' },
    { name: '/fleetfolio/register', path: '/fleetfolio/register' },
    { name: '/fleetfolio/forgot-password', path: '/fleetfolio/forgot-password' },
    { name: '/fleetfolio/reset-password', path: `/fleetfolio${reset(links.carrierResetToken)}` },
    { name: '/fleetfolio/invite/<token>', path: `/fleetfolio/invite/${inviteToken}` },
    { name: '/fleetfolio/driver', path: '/fleetfolio/driver', session: 'longDriver' },
    { name: '404', path: '/no-such-page' },
    { name: '/admin', path: '/admin', session: 'admin', eachTab: 'Admin sections' },
    {
      name: '/admin create shipment dialog',
      path: '/admin',
      session: 'admin',
      open: openFromLongQuote('Create Shipment'),
    },
    {
      name: '/admin quote price dialog',
      path: '/admin',
      session: 'admin',
      open: openFromLongQuote('Change Price'),
    },
    ...['Drivers', 'Operators'].map((tab) => ({
      name: `/admin ${tab} application`,
      path: '/admin',
      session: 'admin',
      open: inTab(tab, openRow(APPLICANT, 'Application')),
    })),
    {
      name: '/admin review request',
      path: '/admin',
      session: 'admin',
      open: inTab('Review Management', openRow(unbrokenName(200), 'Review request')),
    },
    {
      name: '/admin manage shipment dialog',
      path: '/admin',
      session: 'admin',
      open: inTab('Shipments', openDialog(shipmentNumber, 'link')),
    },
    {
      name: '/admin review request dialog',
      path: '/admin',
      session: 'admin',
      open: inTab('Review Management', openDialog('Send Review Request')),
    },
    {
      name: '/client-portal',
      path: '/client-portal',
      session: 'longClient',
      eachTab: 'Your account',
    },
    {
      name: '/client-portal shipment dialog',
      path: '/client-portal',
      session: 'longClient',
      open: openDialog('View Details'),
    },
    {
      name: '/fleetfolio',
      path: '/fleetfolio',
      session: 'longCarrier',
      eachTab: 'FleetFolio sections',
    },
    ...['View Financial Data', 'View Fleet Data'].map((button) => ({
      name: `/fleetfolio Reports ${button.split(' ')[1]}`,
      path: '/fleetfolio',
      session: 'longCarrier',
      open: inTab('Reports', async (page) => {
        await click(button)(page);
        await page.waitForLoadState('networkidle');
      }),
    })),
    ...['Customers', 'FileSafe', 'User Guide', 'Support'].map((title) => ({
      ...longCarrier,
      name: `/fleetfolio Settings & More ${title}`,
      open: inTab('Settings & More', openSection(title)),
    })),
    {
      ...longCarrier,
      name: '/fleetfolio Email Invoice dialog',
      // The long-numbered invoice's card, opened from its row, has the button.
      open: inTab('Invoices', async (page) => {
        await click(unbrokenName(40), 'link')(page);
        await openDialog('Email Invoice')(page);
      }),
    },
    {
      ...longCarrier,
      name: '/fleetfolio Edit Customer dialog',
      open: inTab('Settings & More', async (page) => {
        await openSection('Customers')(page);
        await openDialog(`Edit ${unbrokenName(120)}`)(page);
      }),
    },
    ...[
      ['Load Planner', 'Add Planned Load'],
      ['Trips', 'Add Trip'],
      ['Invoices', 'Add Invoice'],
      ['Drivers', 'Create Driver'],
      ['Equipment', 'Create Truck'],
      ['Settlements', 'New Settlement'],
      ['Settlements', 'Record Pay Item'],
      ['Team', 'Invite Member'],
      ['Team', 'Change Role'],
      ['Team', 'Make Owner'],
      ['Team', 'Remove'],
    ].map(([tab, button]) => ({
      name: `/fleetfolio ${button} dialog`,
      path: '/fleetfolio',
      session: 'longCarrier',
      open: inTab(tab, openDialog(button)),
    })),
  ];
}

/** The views' names, which do not depend on the records (the browser tests' titles). */
export function phoneViewNames() {
  /** @type {PhoneLinks} every link a placeholder: '<shipmentNumber>' */
  const placeholders = /** @type {any} */ (
    new Proxy({}, { get: (_links, key) => `<${String(key)}>` })
  );
  return phoneViews(placeholders).map(({ name }) => name);
}

/**
 * In the page: what sticks out of the screen, and the tap targets smaller than `minTarget` or
 * squeezed.
 * Something inside a box that scrolls (or clips) sideways and itself fits is fine: a tab bar
 * or a wide table scrolling in its own frame is a choice, the page scrolling is not. Links
 * inside a sentence are exempt from the target size, as WCAG 2.5.5 exempts them.
 */
export function fitInPage(minTarget) {
  const width = document.documentElement.clientWidth;
  const fits = (rect) => rect.left >= -1 && rect.right <= width + 1;
  const scrollsSideways = (element) =>
    ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
  const framed = (element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
      if (scrollsSideways(box)) return fits(box.getBoundingClientRect());
    return false;
  };
  const shown = (element) => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0;
  };
  const label = (element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    const id = element.id ? `#${element.id}` : '';
    return `${element.tagName.toLowerCase()}${id}${text ? ` "${text}"` : ''}`;
  };
  const outside = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element)) continue;
    const rect = element.getBoundingClientRect();
    if (fits(rect) || framed(element)) continue;
    // Only the outermost: its children stick out with it.
    if (outside.some((entry) => entry.element.contains(element))) continue;
    outside.push({ element, left: Math.round(rect.left), right: Math.round(rect.right) });
  }
  const inSentence = (element) =>
    element.tagName === 'A' &&
    getComputedStyle(element).display === 'inline' &&
    (element.parentElement?.textContent ?? '').trim().length >
      (element.textContent ?? '').trim().length;
  // With a modal open, only it can be tapped: the page behind is covered.
  const scope = document.querySelector('[role="dialog"][aria-modal="true"]') ?? document.body;
  const targets = scope.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], summary',
  );
  /**
   * A word of the target's label, of ordinary length (2-20 letters), broken across lines
   * although it fits the box the target sits in: the target was squeezed (a flex item shrunk to
   * its letters by a long name beside it). Longer words (a 200-character name, a 40-character
   * trip number) have to break where they stand and are not counted. A grid item's box is its
   * grid area, which its siblings do not shrink (a phone table card's value column): a word
   * wider than the area breaks there, and the area is its room.
   */
  const brokenWord = (element) => {
    const parent = element.parentElement ?? element;
    const inGrid = getComputedStyle(parent).display.endsWith('grid');
    const room = (inGrid ? element : parent).getBoundingClientRect().width;
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s\-/]+/g)) {
        if (word[0].length < 2 || word[0].length > 20) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const parts = [...range.getClientRects()].filter((part) => part.width > 0);
        const lines = new Set(parts.map((part) => Math.round(part.top)));
        const natural = parts.reduce((sum, part) => sum + part.width, 0);
        if (lines.size > 1 && natural <= room) return word[0];
      }
    }
    return null;
  };
  const small = [];
  const squeezed = [];
  for (const element of targets) {
    if (!shown(element) || inSentence(element)) continue;
    const broken = brokenWord(element);
    if (broken) squeezed.push(`${label(element)} breaks "${broken.slice(0, 20)}"`);
    let rect = element.getBoundingClientRect();
    // A checkbox or radio is hit through its label too.
    const choiceLabel =
      element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
        ? element.labels?.[0]
        : undefined;
    if (choiceLabel) rect = choiceLabel.getBoundingClientRect();
    if (rect.width + 0.5 < minTarget || rect.height + 0.5 < minTarget)
      small.push(`${label(element)} ${Math.round(rect.width)}x${Math.round(rect.height)}`);
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: width,
    innerWidth: window.innerWidth,
    outside: outside.map(({ element, left, right }) => `${label(element)} ${left}..${right}`),
    smallTargets: [...new Set(small)],
    squeezed: [...new Set(squeezed)],
  };
}

/**
 * @typedef {object} WidthFit
 * @property {number} width
 * @property {number} scrollWidth
 * @property {number} clientWidth
 * @property {number} innerWidth
 * @property {string[]} outside what sticks out of the screen
 * @property {string[]} smallTargets tap targets under MIN_TARGET_PX
 * @property {string[]} squeezed tap targets whose label breaks inside a word that would fit
 */
/** @typedef {{ view: string, error?: string, widths?: WidthFit[] }} ViewFit */

/**
 * The page at each phone width, narrowest first.
 * @returns {Promise<WidthFit[]>}
 */
const nextFrame = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

/**
 * The page's fit once its layout has settled at the new width: a phone is never resized, so a
 * frame caught mid-resize on a busy machine (a header name broken for one frame) is not what
 * anyone sees. Two measures a frame apart must agree; a lasting misfit still shows.
 */
async function settledFit(page) {
  let last = await page.evaluate(fitInPage, MIN_TARGET_PX);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await nextFrame(page);
    const fit = await page.evaluate(fitInPage, MIN_TARGET_PX);
    if (JSON.stringify(fit) === JSON.stringify(last)) return fit;
    last = fit;
  }
  return last;
}

async function fitAt(page, width) {
  await page.setViewportSize({ width, height: 740 });
  await nextFrame(page);
  return settledFit(page);
}

const hasMisfit = (fit) =>
  fit.scrollWidth > fit.clientWidth ||
  [fit.outside, fit.smallTargets, fit.squeezed].some((found) => found.length > 0);

/**
 * A width that shows a misfit is measured once more after resizing away and back: the page once
 * kept its 414 px media rules at 320 px for the whole measure (1 run in 40, the register form's
 * code arriving during the resize; the header's name broken by a Get Quote its 320 px rule makes
 * small). No phone is resized so; a lasting misfit shows again.
 */
async function widthsOf(page) {
  const widths = [];
  for (const width of PHONE_WIDTHS) {
    let fit = await fitAt(page, width);
    if (hasMisfit(fit)) {
      await fitAt(page, width + 1);
      fit = await fitAt(page, width);
    }
    widths.push({ width, ...fit });
  }
  return widths;
}

/** The names of the tabs in the tab list labelled `label`: the page states them, for its role. */
export async function tabNames(page, label) {
  const tabs = page.getByRole('tablist', { name: label }).getByRole('tab');
  await tabs.first().waitFor();
  return tabs.evaluateAll((elements) => elements.map((element) => element.textContent.trim()));
}

/** @returns {ViewFit} */
const failure = (name, error) => ({
  view: name,
  error: error instanceof Error ? error.message.split('\n')[0] : String(error),
});

/**
 * Opens a view in a phone-sized context and measures it at each width; a view with `eachTab`
 * is measured once per tab of that tab list, each result named `<view> <tab>`.
 * @returns {Promise<ViewFit[]>}
 */
export async function measureView(browser, siteUrl, view, cookies) {
  const cookie = view.session === undefined ? null : cookies[view.session];
  const context = await routeContext(browser, siteUrl, cookie, deviceAt(PHONE_WIDTHS.at(-1)));
  const page = await context.newPage();
  try {
    await page.goto(new URL(view.path, siteUrl).href);
    await page.locator('#main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    await areaReady(page);
    await page.waitForLoadState('networkidle');
    if (!view.eachTab) {
      if (view.open) await view.open(page);
      return [{ view: view.name, widths: await widthsOf(page) }];
    }
    const results = [];
    for (const tab of await tabNames(page, view.eachTab)) {
      const name = `${view.name} ${tab}`;
      try {
        await openTab(tab)(page);
        results.push({ view: name, widths: await widthsOf(page) });
      } catch (error) {
        results.push(failure(name, error));
      }
    }
    return results;
  } catch (error) {
    return [failure(view.name, error)];
  } finally {
    await context.close();
  }
}

/** Whether a measured view fits every width: no sideways page, nothing outside the screen. */
export const viewFits = (result) =>
  !result.error &&
  result.widths.every(
    (item) =>
      item.scrollWidth <= item.clientWidth &&
      item.innerWidth === item.width &&
      item.outside.length === 0,
  );

/**
 * @param {Record<string, string | null>} cookies Cookie headers by session name
 * @param {PhoneLinks} links what the views' addresses carry
 * @param {RegExp | null} [only] measures only the views whose name matches
 */
export async function phoneFit(siteUrl, cookies, links, only = null) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (const view of phoneViews(links).filter(({ name }) => !only || only.test(name)))
      results.push(...(await measureView(browser, siteUrl, view, cookies)));
    return results;
  } finally {
    await browser.close();
  }
}

export function printPhoneFit(results) {
  console.log(
    `\nPhones (${PHONE_WIDTHS.join(', ')} px; long names; page width, what sticks out, tap targets < ${MIN_TARGET_PX} px or squeezed)`,
  );
  for (const result of results) {
    if (result.error) {
      console.log(`  ${result.view.padEnd(36)} NOT MEASURED: ${result.error}`);
      continue;
    }
    const widest = Math.max(...result.widths.map((item) => item.scrollWidth - item.clientWidth));
    const small = new Set(result.widths.flatMap((item) => item.smallTargets));
    const squeezed = new Set(result.widths.flatMap((item) => item.squeezed ?? []));
    console.log(
      `  ${result.view.padEnd(36)} ${viewFits(result) ? 'fits' : `OVERFLOWS by up to ${widest} px`}  ${small.size} small targets, ${squeezed.size} squeezed`,
    );
    const outside = new Set(result.widths.flatMap((item) => item.outside));
    for (const entry of [...outside].slice(0, 4))
      console.log(`  ${''.padEnd(38)} outside: ${entry}`);
    for (const entry of [...small].slice(0, 4)) console.log(`  ${''.padEnd(38)} small: ${entry}`);
    for (const entry of [...squeezed].slice(0, 4))
      console.log(`  ${''.padEnd(38)} squeezed: ${entry}`);
  }
}
