import type { Page } from '@playwright/test';
import { caughtMails, expect, siteUrl, test } from '../helpers';
import { registerAndSignInCarrier } from '../helpers/fleetfolio';

const PASSWORD = 'fleet-team-password-77';
const stamp = Date.now();
const ownerEmail = `team-owner-${stamp}@carrier.example.com`;
const driverEmail = `team-driver-${stamp}@carrier.example.com`;
const today = () => new Date().toISOString().slice(0, 10);
const SMALLEST_PHONE = { width: 320, height: 640 };
const TABLET = { width: 768, height: 1024 };

/** How far the page itself scrolls sideways (0 or less: it fits the viewport). */
const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const account = {
  email: ownerEmail,
  password: PASSWORD,
  companyName: 'Team Haulers LLC',
  contactName: 'Tia Owner',
};

/** A dispatched trip for the sample driver John Smith, its pickup today (the owner's session). */
async function dispatchedTrip(page: Page) {
  const api = page.request;
  const load = await api.post('/api/fleetfolio/loads', {
    data: {
      loadNumber: `TEAM-${stamp}`,
      customer: 'Team Foods Inc',
      pickupLocation: 'Chicago, IL',
      deliveryLocation: 'Dallas, TX',
      pickupDate: today(),
      deliveryDate: today(),
      rate: 1800,
    },
  });
  expect(load.status()).toBe(201);
  const drivers = (await (await api.get('/api/fleetfolio/drivers')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const trucks = (await (await api.get('/api/fleetfolio/trucks')).json()) as Array<{
    id: string;
    status: string;
  }>;
  // The sample fleet has a truck in maintenance, which takes no trip.
  const truck = trucks.find((unit) => unit.status === 'active')!;
  const john = drivers.find((driver) => driver.name === 'John Smith')!;
  const trip = await api.post('/api/fleetfolio/trips', {
    data: {
      tripName: 'TEAM-T1',
      driverId: john.id,
      truckId: truck.id,
      loadIds: [((await load.json()) as { id: string }).id],
    },
  });
  expect(trip.status()).toBe(201);
  const tripId = ((await trip.json()) as { id: string }).id;
  expect((await api.post(`/api/fleetfolio/trips/${tripId}/dispatch`, { data: {} })).status()).toBe(
    200,
  );
}

test('the owner invites a driver, who joins on a phone and completes a stop; the owner sees it', async ({
  page,
  browser,
  db,
}) => {
  test.setTimeout(240_000);
  await registerAndSignInCarrier(page, account);
  await dispatchedTrip(page);

  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Member' });
  await invite.getByLabel(/^Email/).fill(driverEmail);
  await invite.getByLabel(/^Role/).selectOption('driver');
  await invite.getByLabel(/^Driver record/).selectOption({ label: 'John Smith' });
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite).toBeHidden();

  await expect
    .poll(async () => (await caughtMails(db, driverEmail)).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const [mail] = await caughtMails(db, driverEmail);
  const link = mail?.text?.match(/\/fleetfolio\/invite\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();

  const phone = await browser.newContext({
    baseURL: siteUrl(),
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const driver = await phone.newPage();
    await driver.goto(link!);
    await driver.getByLabel(/^Your name/).fill('John Smith');
    await driver.getByLabel(/^Password/).fill(PASSWORD);
    await driver.getByLabel(/^Confirm password/).fill(PASSWORD);
    await driver.getByRole('button', { name: 'Join the Team' }).click();
    await expect(driver).toHaveURL(/\/fleetfolio\/driver$/);

    const trip = driver.getByRole('article', { name: 'Trip TEAM-T1' });
    const pickup = trip.getByRole('listitem', { name: 'Pickup 1: Chicago, IL' });
    await pickup.getByRole('button', { name: 'Mark Arrived' }).click();
    await expect(pickup.getByText(/^Arrived/)).toBeVisible();
    await pickup.getByRole('button', { name: 'Mark Completed' }).click();
    await expect(pickup.getByText(/^Completed/)).toBeVisible();
    await expect(trip.getByLabel(/Photo of the paper/)).toHaveAttribute('capture', 'environment');
    await expect(trip.getByRole('form', { name: 'Fuel purchase for trip TEAM-T1' })).toBeVisible();
    expect(await sideScroll(driver)).toBeLessThanOrEqual(0);
    await driver.setViewportSize(SMALLEST_PHONE);
    await expect(trip).toBeVisible();
    expect(await sideScroll(driver)).toBeLessThanOrEqual(0);
  } finally {
    await phone.close();
  }

  await page.setViewportSize(TABLET);
  await page.reload();
  await page.getByRole('tab', { name: 'Dispatch Board' }).click();
  const board = page.getByRole('region', { name: 'Dispatch board week' });
  // One bar in John Smith's row, one in his truck's row.
  const bars = board.getByRole('button', { name: /^Trip TEAM-T1/ });
  await expect(bars).toHaveCount(2);
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Next Week' }).focus();
  await page.keyboard.press('Tab');
  await expect(board).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bars.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(bars.last()).toBeFocused();
  await page.keyboard.press('Enter');
  const tripCard = page.getByRole('listitem', { name: 'Trip TEAM-T1' });
  await expect(tripCard).toBeFocused();
  const stops = tripCard.getByRole('list', { name: 'Stops of trip TEAM-T1' });
  await expect(stops.getByRole('listitem').first()).toContainText('Completed');
});
