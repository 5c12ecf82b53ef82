import type { Page } from '@playwright/test';
import { adminCredentials, expect, test } from '../helpers';

// Issue 23 item 2: every view has an address. Tabs and filters live in the URL, so Back,
// Forward, reload and links keep the view, and a signed-in user going Back never sees a
// sign-in form.

const PASSWORD = 'fleet-e2e-password-77';

async function registerCarrier(page: Page, email: string) {
  await page.goto('/fleetfolio/register');
  const submit = page.getByRole('button', { name: 'Create FleetFolio Account' });
  await expect(submit).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByLabel(/^Company Name/).fill('Address Haulers LLC');
  await page.getByLabel(/^Contact Name/).fill('Ada Address');
  await page.getByLabel(/^USDOT Number/).fill('3141592');
  await submit.click();
  await expect(page).toHaveURL(/\/fleetfolio\/login$/);
}

const selectedTab = (page: Page, list: string) =>
  page.getByRole('tablist', { name: list }).getByRole('tab', { selected: true });

test('FleetFolio tabs have addresses: Back, reload and a deep link keep the tab', async ({
  page,
}) => {
  const email = `addresses-${Date.now()}@carrier.example.com`;
  await page.goto('/');
  await registerCarrier(page, email);
  // A signed-out visitor opening a tab's address signs in and lands on that tab.
  await page.goto('/fleetfolio/equipment');
  await expect(page).toHaveURL(/\/fleetfolio\/login$/);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/fleetfolio\/equipment$/);
  const tabs = 'FleetFolio sections';
  await expect(selectedTab(page, tabs)).toHaveText('Equipment');

  await page.getByRole('tab', { name: 'Trips' }).click();
  await expect(page).toHaveURL(/\/fleetfolio\/trips$/);
  await page.getByRole('tab', { name: 'Dispatch Board' }).click();
  await expect(page).toHaveURL(/\/fleetfolio\/dispatch-board$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/fleetfolio\/trips$/);
  await expect(selectedTab(page, tabs)).toHaveText('Trips');
  await page.goForward();
  await expect(selectedTab(page, tabs)).toHaveText('Dispatch Board');

  await page.reload();
  await expect(selectedTab(page, tabs)).toHaveText('Dispatch Board');

  await page.goto('/fleetfolio/settings-and-more');
  await expect(selectedTab(page, tabs)).toHaveText('Settings & More');
  await page.goto('/fleetfolio/no-such-tab');
  await expect(page).toHaveURL(/\/fleetfolio$/);
  await expect(selectedTab(page, tabs)).toHaveText('Dashboard');
  await page.goto('/fleetfolio/trips/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  // Back through the whole visit: no sign-in or register form stays on screen (the sign-in
  // page left by registering sends the signed-in member on to the dashboard, in its place).
  for (let step = 0; step < 8; step += 1) {
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create FleetFolio Account' })).toHaveCount(0);
    if (new URL(page.url()).pathname === '/') break;
  }
  await expect(page).toHaveURL(/\/$/);
});

test('admin tabs and the quote filter have addresses: a deep link, Back and reload keep them', async ({
  page,
}) => {
  const { username, password } = adminCredentials();
  await page.goto('/');
  await page.goto('/admin/quotes?status=pending');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/quotes\?status=pending$/);
  const tabs = 'Admin sections';
  await expect(selectedTab(page, tabs)).toHaveText('Quotes');
  await expect(page.getByLabel('Status')).toHaveValue('pending');

  await page.getByLabel('Status').selectOption('quoted');
  await expect(page).toHaveURL(/\/admin\/quotes\?status=quoted$/);
  await page.getByRole('tab', { name: 'Sent Mail' }).click();
  await expect(page).toHaveURL(/\/admin\/sent-mail$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/quotes\?status=quoted$/);
  await expect(selectedTab(page, tabs)).toHaveText('Quotes');
  await expect(page.getByLabel('Status')).toHaveValue('quoted');
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await page.reload();
  await expect(selectedTab(page, tabs)).toHaveText('Quotes');
  await expect(page.getByLabel('Status')).toHaveValue('pending');

  // The sign-in page left history: Back goes to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  // Signed in, the sign-in page sends the admin to the panel; unknown paths stay 404s.
  await page.goto('/admin-login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/shipments');
  await expect(selectedTab(page, tabs)).toHaveText('Shipments');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('a trip planner link reproduces the plan; a new plan is a new history entry', async ({
  page,
  db,
}) => {
  // Each calculation is stored as a route: a link, a plan, a reload and Back each calculate once.
  const routes = db.collection('trip_planner_routes');
  const before = await routes.countDocuments({ origin: 'Chicago, IL' });
  const calculated = (count: number) =>
    expect.poll(() => routes.countDocuments({ origin: 'Chicago, IL' })).toBe(before + count);

  await page.goto('/trip-planner?from=Chicago%2C+IL&to=Dallas%2C+TX&vehicle=truck&axles=5');
  const summary = page.getByRole('region', { name: 'Trip summary' });
  const distance = summary.locator('dt:text-is("Distance") + dd');
  await expect(distance).toHaveText(/^[\d,.]+ mi$/);
  await expect(page.getByRole('combobox', { name: /origin/i })).toHaveValue('Chicago, IL');
  await expect(page).toHaveURL(/fuel=diesel/);
  await calculated(1);

  await page.getByRole('combobox', { name: /destination/i }).fill('Denver, CO');
  await page.getByRole('button', { name: 'Calculate Route' }).click();
  await expect(page).toHaveURL(/to=Denver%2C\+CO/);
  await calculated(2);
  await page.reload();
  await expect(page.getByRole('combobox', { name: /destination/i })).toHaveValue('Denver, CO');
  await expect(distance).toHaveText(/^[\d,.]+ mi$/);
  await calculated(3);

  await page.goBack();
  await expect(page).toHaveURL(/to=Dallas%2C\+TX/);
  await expect(page.getByRole('combobox', { name: /destination/i })).toHaveValue('Dallas, TX');
  await expect(distance).toHaveText(/^[\d,.]+ mi$/);
  await page.waitForLoadState('networkidle');
  await calculated(4);
});
