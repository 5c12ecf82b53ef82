import type { Browser, Locator, Page } from '@playwright/test';
import type { Db } from 'mongodb';
import { caughtMails, expect, signInAsAdmin, test } from '../helpers';
import { fillQuoteForm, openLanding } from '../helpers/landing';

// Issue 24: quote → reference and mail → staff price → portal accept → shipment → two updates
// → two mails → tracking with progress and the map → the unsubscribe link stops the next mail.

const run = Date.now().toString(36);
const shipper = {
  company: `Journey Foods ${run}`,
  contact: 'Jo Shipper',
  email: `jo.${run}@journey.test`,
  password: 'a long journey password',
};

/** The newest caught mail to the shipper whose subject matches, once it has arrived. */
async function mailTo(db: Db, subject: string | RegExp) {
  const find = async () =>
    (await caughtMails(db, shipper.email)).find((mail) =>
      typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? ''),
    );
  await expect.poll(async () => Boolean(await find())).toBe(true);
  return (await find())!;
}

const linkIn = (text: string | undefined, pattern: RegExp) => {
  const found = text?.match(pattern)?.[0];
  if (!found) throw new Error(`no link matching ${pattern} in:\n${text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
};

async function requestQuote(page: Page): Promise<string> {
  await openLanding(page);
  await page.getByRole('button', { name: 'Get Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Quote' });
  await fillQuoteForm(dialog, { ...shipper, phone: '(312) 555-0177' }, '200 Yard Ave, Dallas, TX');
  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  const done = page.getByRole('dialog', { name: 'Quote Request Submitted!' });
  await expect(done).toContainText(/Your quote reference: Q-[0-9A-Z]{6}/);
  return (await done.textContent())!.match(/Q-[0-9A-Z]{6}/)![0];
}

async function registerAndConfirm(browser: Browser, db: Db): Promise<Page> {
  const client = await (await browser.newContext()).newPage();
  await client.goto('/client-portal');
  await client.getByRole('tab', { name: 'Register' }).click();
  // The panel follows the tab a frame or two later: typed before, the email went to sign-in's.
  const registration = client.getByRole('form', { name: 'Create a client portal account' });
  await registration.getByLabel(/^Email/).fill(shipper.email);
  await registration.getByLabel(/^Password/).fill(shipper.password);
  await registration.getByLabel(/^Company Name/).fill(shipper.company);
  await registration.getByLabel(/^Contact Name/).fill(shipper.contact);
  await registration.getByRole('button', { name: 'Create Account' }).click();
  await expect(client.getByText('Confirm your email address')).toBeVisible();
  const verify = await mailTo(db, 'Confirm your email address');
  await client.goto(linkIn(verify.text, /https?:\/\/\S+verify=\S+/));
  await expect(client.getByText('Email Confirmed')).toBeVisible();
  return client;
}

async function setPrice(admin: Page, reference: string) {
  // The quotes table lists the quote; its company opens it (and puts it in the address).
  const row = admin.getByRole('row').filter({ hasText: reference });
  await row.getByRole('link', { name: shipper.company }).click();
  const card = admin.getByRole('article', { name: shipper.company });
  await expect(card).toContainText(reference);
  await card.getByRole('button', { name: 'Set Price' }).click();
  const dialog = admin.getByRole('dialog', { name: `Price for ${shipper.company}` });
  await dialog.getByLabel(/^Line haul/).fill('1800');
  await dialog.getByLabel(/^Fuel surcharge/).fill('200');
  await dialog.getByLabel(/^Valid until/).fill('2099-12-31');
  await expect(dialog.getByRole('status', { name: 'Total' })).toHaveText('$2,000.00');
  await dialog.getByRole('button', { name: 'Send Price' }).click();
  await expect(dialog).toBeHidden();
}

async function postUpdate(manage: Locator, status: string, location: string) {
  await manage.getByLabel('Status').selectOption({ label: status });
  await manage.getByLabel('Location').fill(location);
  await manage.getByRole('button', { name: 'Post Update' }).click();
  await expect(manage.getByRole('list', { name: 'Shipment updates' })).toContainText(location);
}

/** The progress list's step marked aria-current="step". */
const currentStep = (scope: Page | Locator) =>
  scope.getByRole('list', { name: 'Shipment progress' }).locator('li[aria-current="step"]');

test('a shipper goes from quote to tracked shipment, and the unsubscribe link stops the mails', async ({
  page,
  browser,
  db,
}) => {
  // Five areas, a dozen mails and two browser contexts: longer than one page's test.
  test.setTimeout(180_000);
  // A visitor asks for a quote: the reference is shown and mailed with a summary.
  const reference = await requestQuote(page);
  const received = await mailTo(db, `Quote request ${reference} received`);
  expect(received.text).toContain('200 Yard Ave, Dallas, TX');

  // The shipper opens a portal account with that address.
  const client = await registerAndConfirm(browser, db);

  // Staff price the quote; the price mail's link adds the quote to the shipper's portal.
  await signInAsAdmin(page);
  await setPrice(page, reference);
  const priceMail = await mailTo(db, `Your price for quote ${reference}: $2,000.00`);
  await client.goto(linkIn(priceMail.text, /https?:\/\/\S+\?quote=\S+/));
  await expect(client.getByText('Quote Request Confirmed')).toBeVisible();

  // The shipper accepts the price in the portal.
  await client.getByRole('tab', { name: 'Quotes' }).click();
  const offer = client.getByRole('region', { name: `Price of quote ${reference}` });
  await expect(offer).toContainText('$2,000.00');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(offer.getByRole('status')).toContainText('Accepted on');
  const quote = await db.collection('quote_requests').findOne({ reference });
  expect(quote).toMatchObject({ status: 'accepted', answer: { by: shipper.email } });

  // Staff create the shipment from the accepted quote; its rate is the accepted price.
  await page.reload();
  const card = page.getByRole('article', { name: shipper.company });
  await expect(card).toContainText('Accepted');
  await card.getByRole('button', { name: 'Create Shipment' }).click();
  const create = page.getByRole('dialog', { name: `Create Shipment for ${shipper.company}` });
  await expect(create.getByLabel(/^Rate/)).toHaveValue('2000');
  await create.getByLabel(/^Driver Name/).fill('Sam Rivers');
  await create.getByLabel(/^Driver Phone/).fill('312-555-0100');
  await create.getByLabel(/^Truck Number/).fill('T-4521');
  await create.getByLabel(/^Estimated Pickup Date/).fill('2099-12-01');
  await create.getByLabel(/^Estimated Delivery Date/).fill('2099-12-03');
  await create.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(create).toBeHidden();
  const stored = await db.collection('shipments').findOne({ customerEmail: shipper.email });
  const number = String(stored?.shipmentNumber);

  // Two updates, two mails.
  await page.getByRole('tab', { name: 'Shipments' }).click();
  await page.getByRole('link', { name: number }).click();
  const manage = page.getByRole('dialog', { name: `Shipment ${number}` });
  await postUpdate(manage, 'Picked Up', 'Chicago, IL');
  await postUpdate(manage, 'In Transit', 'Springfield, MO');
  await mailTo(db, `Shipment ${number}: Picked Up`);
  const inTransit = await mailTo(db, `Shipment ${number}: In Transit`);
  expect(inTransit.text).toContain('Location: Springfield, MO');

  // Public tracking from the mail's link: progress, estimate and the route with the truck.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(linkIn(inTransit.text, /https?:\/\/\S+\/tracking\?number=\S+/));
  await expect(visitor.getByRole('heading', { name: `Shipment ${number}` })).toBeVisible();
  await expect(currentStep(visitor)).toHaveCount(1);
  await expect(currentStep(visitor)).toContainText('In Transit');
  await expect(visitor.getByText(/^Estimate: about [\d,]+ mi left/)).toBeVisible();
  const map = visitor.getByRole('img', {
    name: /^Route map from .*Chicago.* to .*Dallas.*, last known location Springfield, MO$/,
  });
  await expect(map).toBeVisible();
  await expect(map.getByTestId('route-line')).toHaveCount(1);
  await expect(map.getByTestId('marker-current')).toHaveCount(1);
  await expect.poll(() => map.locator('[data-testid="state-shapes"] path').count()).toBe(51);
  await expect(visitor.getByText(shipper.email)).toHaveCount(0);
  await expect(visitor.getByText('$2,000.00')).toHaveCount(0);

  // The same view in the portal's shipment details (reloaded: the shipment is newer than the page).
  await client.reload();
  await client.getByRole('tab', { name: 'Shipments' }).click();
  const shipmentCard = client.getByRole('listitem', { name: `Shipment ${number}` });
  await shipmentCard.getByRole('button', { name: 'View Details' }).click();
  const details = client.getByRole('dialog', { name: `Shipment ${number}` });
  await expect(currentStep(details)).toContainText('In Transit');
  await expect(
    details.getByRole('img', { name: /last known location Springfield, MO$/ }),
  ).toBeVisible();

  // The mail's unsubscribe link stops the next update's mail.
  const unsubscribe = await visitor.context().newPage();
  await unsubscribe.goto(linkIn(inTransit.text, /https?:\/\/\S+\/unsubscribe\?token=\S+/));
  await unsubscribe.getByRole('button', { name: 'Stop shipment update emails' }).click();
  await expect(
    unsubscribe.getByText('You will no longer receive shipment update emails at this address.'),
  ).toBeVisible();
  await postUpdate(manage, 'Out For Delivery', 'Plano, TX');
  const shipmentId = stored?._id;
  expect(
    await db
      .collection('shipment_updates')
      .countDocuments({ shipmentId, status: 'out_for_delivery' }),
  ).toBe(1);
  // Mails are queued in the update's own transaction: none queued means none will be sent.
  const queued = await db
    .collection('mail_outbox')
    .countDocuments({ subject: new RegExp(`^Shipment ${number}: `) });
  expect(queued).toBe(2);
  const updateMails = (await caughtMails(db, shipper.email)).filter((mail) =>
    mail.subject?.startsWith(`Shipment ${number}: `),
  );
  expect(updateMails.map((mail) => mail.subject).sort()).toEqual([
    `Shipment ${number}: In Transit`,
    `Shipment ${number}: Picked Up`,
  ]);
  await visitor.reload();
  await expect(currentStep(visitor)).toContainText('Out For Delivery');
  await visitor.context().close();
  await client.context().close();
});
