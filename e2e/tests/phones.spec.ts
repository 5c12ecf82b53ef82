import AxeBuilder from '@axe-core/playwright';
import {
  MIN_TARGET_PX,
  PHONE_WIDTHS,
  measureView,
  phoneViewNames,
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

/**
 * The records are made once per run and kept in the test database: a failed test restarts the
 * worker, which runs beforeAll again, and making them again would spend the mail quotas of the
 * one address every test comes from (a reset link, a registration).
 */
test.beforeAll(async ({ db }) => {
  // The records wait for several mailed links (review requests, invitations, resets).
  test.setTimeout(120_000);
  const kept = db.collection<{ _id: string; sessions: Sessions; records: Records }>(
    'e2e_phone_records',
  );
  const saved = await kept.findOne({ _id: 'phones' });
  if (saved) {
    ({ sessions, records } = saved);
    return;
  }
  const mailbox = await openMailbox(stackDatabase());
  try {
    sessions = await createSessions(apiUrl(), mailbox, adminCredentials());
    records = await createLongNamedRecords(apiUrl(), sessions, mailbox);
  } finally {
    await mailbox.close();
  }
  await kept.insertOne({ _id: 'phones', sessions, records });
});

const cookies = () => ({
  admin: sessions.admin,
  longClient: records.client,
  longCarrier: records.carrier,
  longDriver: records.driver,
});

// The views are known only once the records exist; their names are fixed, so list them first
// and look each one up in the test.
for (const name of phoneViewNames()) {
  test(`${name}: fits ${PHONE_WIDTHS.join(', ')} px with the longest names, taps ≥ ${MIN_TARGET_PX} px, none squeezed`, async ({
    browser,
  }) => {
    const view = phoneViews({ ...records, reviewToken: sessions.reviewToken }).find(
      (candidate) => candidate.name === name,
    )!;
    // Every tab of the list, each at five widths.
    if (view.eachTab) test.slow();
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
      const squeezed = [...new Set(widths.flatMap((item) => item.squeezed))];
      expect(squeezed, `${result.view}: labels broken inside a word`).toEqual([]);
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
