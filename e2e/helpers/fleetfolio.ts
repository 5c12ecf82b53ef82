// The FleetFolio steps several specs start from: a carrier account signed in, a planned load.
import { expect, type Page } from '@playwright/test';

export interface CarrierAccount {
  email: string;
  password: string;
  companyName: string;
  contactName: string;
}

/** Registers the carrier through /fleetfolio/register and signs in: the page ends on /fleetfolio. */
export async function registerAndSignInCarrier(page: Page, account: CarrierAccount) {
  await page.goto('/fleetfolio/register');
  const submit = page.getByRole('button', { name: 'Create FleetFolio Account' });
  await expect(submit).toBeVisible({ timeout: 6000 });
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm Password/).fill(account.password);
  await page.getByLabel(/^Company Name/).fill(account.companyName);
  await page.getByLabel(/^Contact Name/).fill(account.contactName);
  await submit.click();
  await expect(page).toHaveURL(/\/fleetfolio\/login$/);
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeVisible({ timeout: 6000 });
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await signIn.click();
  await expect(page).toHaveURL(/\/fleetfolio$/);
}

export const openFleetFolioTab = (page: Page, name: string) =>
  page.getByRole('tab', { name }).click();

export interface PlannedLoadEntry {
  loadNumber: string;
  customer: string;
  pickupLocation: string;
  deliveryLocation: string;
  /** YYYY-MM-DD */
  pickupDate: string;
  deliveryDate: string;
  rate: string;
}

/** Load Planner → Add Planned Load for an account that has not seen the tour: exits it first. */
export async function addPlannedLoadAfterTour(page: Page, load: PlannedLoadEntry) {
  await openFleetFolioTab(page, 'Load Planner');
  await page.getByRole('button', { name: 'Add Planned Load' }).click();
  await page.getByRole('button', { name: 'Exit Tour' }).click();
  await page.getByRole('button', { name: 'Add Planned Load' }).click();
  const form = page.getByRole('dialog', { name: 'Add Planned Load' });
  await form.getByLabel(/Load Number/).fill(load.loadNumber);
  await form.getByLabel(/Customer/).fill(load.customer);
  await form.getByLabel(/Pickup Location/).fill(load.pickupLocation);
  await form.getByLabel(/Delivery Location/).fill(load.deliveryLocation);
  await form.getByLabel(/Pickup Date/).fill(load.pickupDate);
  await form.getByLabel(/Delivery Date/).fill(load.deliveryDate);
  await form.getByLabel(/Rate/).fill(load.rate);
  await form.getByRole('button', { name: 'Add Load' }).click();
}
