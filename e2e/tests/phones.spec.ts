import AxeBuilder from '@axe-core/playwright';
import {
  MIN_TARGET_PX,
  PHONE_WIDTHS,
  measureView,
  phoneViews,
  viewFits,
} from '../../bench/phone-fit.mjs';
import { createSessions } from '../../bench/sessions.mjs';
import { createLongNamedRecords } from '../../bench/site-data.mjs';
import { openMailbox } from '../../bench/site-api.mjs';
import { deviceAt } from '../../bench/whole-visit.mjs';
import { adminCredentials, apiUrl, expect, siteUrl, stackDatabase, test } from '../helpers';

type Records = Awaited<ReturnType<typeof createLongNamedRecords>>;
type Sessions = Awaited<ReturnType<typeof createSessions>>;

let sessions: Sessions;
let records: Records;

test.beforeAll(async () => {
  const mailbox = await openMailbox(stackDatabase());
  try {
    sessions = await createSessions(apiUrl(), mailbox, adminCredentials());
    records = await createLongNamedRecords(apiUrl(), sessions, mailbox);
  } finally {
    await mailbox.close();
  }
});

const cookies = () => ({
  admin: sessions.admin,
  longClient: records.client,
  longCarrier: records.carrier,
});

// The views are known only once the records exist; their names are fixed, so list them with
// placeholders and look each one up in the test.
const VIEW_NAMES = phoneViews({ reviewToken: '<token>', shipmentNumber: '<shipment>' }).map(
  ({ name }) => name,
);

for (const name of VIEW_NAMES) {
  test(`${name}: fits ${PHONE_WIDTHS.join(', ')} px with the longest names, taps ≥ ${MIN_TARGET_PX} px`, async ({
    browser,
  }) => {
    const view = phoneViews({
      reviewToken: sessions.reviewToken,
      shipmentNumber: records.shipmentNumber,
    }).find((candidate) => candidate.name === name)!;
    for (const result of await measureView(browser, siteUrl(), view, cookies())) {
      expect(result.error, result.view).toBeUndefined();
      const widths = result.widths ?? [];
      const misfits = widths.filter(
        (item) => item.scrollWidth > item.clientWidth || item.outside.length > 0,
      );
      expect(misfits, `${result.view}: ${JSON.stringify(misfits, null, 1)}`).toEqual([]);
      expect(viewFits(result)).toBe(true);
      const small = [...new Set(widths.flatMap((item) => item.smallTargets))];
      expect(small, result.view).toEqual([]);
    }
  });
}

test('axe finds no target too small on the public pages of a phone', async ({ browser }) => {
  const context = await browser.newContext(deviceAt(375));
  const page = await context.newPage();
  for (const path of ['/', `/review/${sessions.reviewToken}`, '/tracking', '/fleetfolio/login']) {
    await page.goto(path);
    await expect(page.locator('#main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(
      violations.map((violation) => `${path}: ${violation.nodes.length} ${violation.id}`),
    ).toEqual([]);
  }
  await context.close();
});
