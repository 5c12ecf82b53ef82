import type { Page } from '@playwright/test';
import { ObjectId } from 'mongodb';
import { expect, test } from '../helpers';
import {
  addPlannedLoadAfterTour,
  openFleetFolioTab,
  registerAndSignInCarrier,
} from '../helpers/fleetfolio';

const PASSWORD = 'fleet-e2e-password-77';

function uniqueEmail(name: string) {
  return `${name}-${Date.now()}@carrier.example.com`;
}

async function register(page: Page, email: string, companyName: string) {
  await page.goto('/fleetfolio/register');
  const submit = page.getByRole('button', { name: 'Create FleetFolio Account' });
  await expect(submit).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByLabel(/^Company Name/).fill(companyName);
  await page.getByLabel(/^Contact Name/).fill('Dana Dispatcher');
  await page.getByLabel(/^USDOT Number/).fill('3141592');
  await submit.click();
  await expect(page).toHaveURL(/\/fleetfolio\/login$/);
}

async function signIn(page: Page, email: string) {
  const signInButton = page.getByRole('button', { name: 'Sign In' });
  await expect(signInButton).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await signInButton.click();
  await expect(page).toHaveURL(/\/fleetfolio$/);
}

test('a carrier registers, plans a load through the tour, adds a driver and a truck, and finds them after a reload', async ({
  page,
  db,
}) => {
  const email = uniqueEmail('owner');
  await register(page, email, 'E2E Haulers LLC');
  await signIn(page, email);
  await expect(page.getByText('E2E Haulers LLC')).toBeVisible();
  await expect(
    page.getByRole('tablist', { name: 'FleetFolio sections' }).getByRole('tab'),
  ).toHaveText([
    'Dashboard',
    'Load Planner',
    'Trips',
    'Dispatch Board',
    'Invoices',
    'Drivers',
    'Settlements',
    'Equipment',
    'Reports',
    'Settings & More',
    'Team',
    'Activity Log',
  ]);

  await openFleetFolioTab(page, 'Load Planner');
  await expect(page.getByText('Showing 2 of 2 planned loads')).toBeVisible();
  await page.getByRole('button', { name: 'Add Planned Load' }).click();
  for (let step = 1; step <= 5; step += 1) {
    const tour = page.getByRole('dialog');
    await expect(tour.getByText(`Step ${step} of 5`)).toBeVisible();
    await tour.getByRole('button', { name: step === 5 ? 'Finish' : 'Next' }).click();
  }
  const form = page.getByRole('dialog', { name: 'Add Planned Load' });
  await expect(form).toBeVisible();
  await form.getByLabel(/Load Number/).fill('E2E-LOAD-1');
  await form.getByLabel(/Customer/).fill('Prairie Grain Co');
  await form.getByLabel(/Pickup Location/).fill('Omaha, NE');
  await form.getByLabel(/Delivery Location/).fill('Denver, CO');
  await form.getByLabel(/Pickup Date/).fill('2026-06-01');
  await form.getByLabel(/Delivery Date/).fill('2026-06-02');
  await form.getByLabel(/Rate/).fill('2150.75');
  await form.getByRole('button', { name: 'Add Load' }).click();
  const card = page.getByRole('row', { name: /E2E-LOAD-1/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('$2,150.75')).toBeVisible();
  await expect(card.getByText('06/01/2026')).toBeVisible();

  await openFleetFolioTab(page, 'Drivers');
  await page.getByRole('button', { name: 'Create Driver' }).click();
  const driverForm = page.getByRole('dialog', { name: 'Add New Driver' });
  await driverForm.getByLabel(/Name/).fill('Riley Roadrunner');
  await driverForm.getByLabel(/License/).fill('CDL-NE-5566');
  await driverForm.getByLabel(/Phone/).fill('(402) 555-0199');
  await driverForm.getByLabel(/Email/).fill('riley@carrier.example.com');
  await driverForm.getByLabel(/Pay Rate/).fill('0.68');
  await driverForm.getByRole('button', { name: 'Create Driver' }).click();
  await expect(page.getByRole('row', { name: /Riley Roadrunner/ })).toBeVisible();
  await expect(page.getByText('Showing 3 of 3 drivers')).toBeVisible();

  await openFleetFolioTab(page, 'Equipment');
  await page.getByRole('button', { name: 'Create Truck' }).click();
  const truckForm = page.getByRole('dialog', { name: 'Create Truck' });
  await truckForm.getByLabel(/Unit/).fill('E2E-T-9');
  await truckForm.getByLabel(/Year/).fill('2022');
  await truckForm.getByLabel(/Make/).selectOption('kenworth');
  await truckForm.getByLabel(/Model/).fill('T680');
  await truckForm.getByRole('button', { name: 'Create Truck' }).click();
  await expect(page.getByRole('row', { name: /E2E-T-9/ })).toBeVisible();

  await page.reload();
  await expect(page.getByText('E2E Haulers LLC')).toBeVisible();
  await openFleetFolioTab(page, 'Load Planner');
  await expect(page.getByRole('row', { name: /E2E-LOAD-1/ })).toBeVisible();
  await openFleetFolioTab(page, 'Drivers');
  await expect(page.getByRole('row', { name: /Riley Roadrunner/ })).toBeVisible();
  await openFleetFolioTab(page, 'Equipment');
  await expect(page.getByRole('row', { name: /E2E-T-9/ })).toBeVisible();

  const user = await db.collection('tms_users').findOne({ email });
  const ownerId = user?._id as ObjectId;
  expect(await db.collection('tms_planned_loads').countDocuments({ ownerId })).toBe(3);
  expect(await db.collection('tms_drivers').countDocuments({ ownerId })).toBe(3);
  expect(
    await db.collection('tms_trucks').countDocuments({ ownerId, truckNumber: 'E2E-T-9' }),
  ).toBe(1);
  expect(
    await db
      .collection('tms_customers')
      .countDocuments({ ownerId, customerName: 'Prairie Grain Co' }),
  ).toBe(1);
});

test('another carrier sees only its own data, also after a sign-out in the same browser', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('second');
  await register(page, email, 'Second Fleet Inc');
  await signIn(page, email);
  await expect(page.getByText('Second Fleet Inc')).toBeVisible();

  await openFleetFolioTab(page, 'Load Planner');
  await expect(page.getByText('Showing 2 of 2 planned loads')).toBeVisible();
  await expect(page.getByRole('row', { name: /E2E-LOAD-1/ })).toHaveCount(0);
  await openFleetFolioTab(page, 'Drivers');
  await expect(page.getByText('Showing 2 of 2 drivers')).toBeVisible();
  await expect(page.getByText('Riley Roadrunner')).toHaveCount(0);
  await openFleetFolioTab(page, 'Equipment');
  await expect(page.getByText('Showing 2 of 2 trucks')).toBeVisible();
  await expect(page.getByRole('row', { name: /E2E-T-9/ })).toHaveCount(0);

  await addPlannedLoadAfterTour(page, {
    loadNumber: 'SECOND-ONLY-1',
    customer: 'Second Customer',
    pickupLocation: 'Reno, NV',
    deliveryLocation: 'Boise, ID',
    pickupDate: '2026-07-01',
    deliveryDate: '2026-07-03',
    rate: '1500',
  });
  await expect(page.getByRole('row', { name: /SECOND-ONLY-1/ })).toBeVisible();

  // The same browser, another account: nothing cached for the previous one may show.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/fleetfolio\/login$/);
  const third = uniqueEmail('third');
  await register(page, third, 'Third Freight Co');
  await signIn(page, third);
  await expect(page.getByText('Third Freight Co')).toBeVisible();
  await openFleetFolioTab(page, 'Load Planner');
  await expect(page.getByText('Showing 2 of 2 planned loads')).toBeVisible();
  await expect(page.getByRole('row', { name: /SECOND-ONLY-1/ })).toHaveCount(0);
  await context.close();
});

test('a tab whose code fails to load shows its failure in the tab, and Try again loads it', async ({
  page,
}) => {
  await registerAndSignInCarrier(page, {
    email: uniqueEmail('offline'),
    password: PASSWORD,
    companyName: 'Patchy Signal Freight',
    contactName: 'Tess Tunnel',
  });
  const tabs = page.getByRole('tablist', { name: 'FleetFolio sections' });
  await expect(tabs).toBeVisible();
  // The connection drops: every script still to come fails to load.
  const dropScripts = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route(/\.js(\?|$)/, dropScripts);

  await openFleetFolioTab(page, 'Equipment');
  await expect(page.getByRole('tabpanel', { name: 'Equipment' }).getByRole('alert')).toHaveText(
    /Equipment could not be shown\. Try again, or reload the page\./,
  );
  await expect(page.getByText('Patchy Signal Freight')).toBeVisible();
  await openFleetFolioTab(page, 'Dashboard');
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeVisible();

  await page.unroute(/\.js(\?|$)/, dropScripts);
  await openFleetFolioTab(page, 'Equipment');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Create Truck' })).toBeVisible();
});
