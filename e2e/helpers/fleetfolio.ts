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

/** The Add Planned Load form's labels, by the field each fills. */
const LOAD_LABELS = {
  loadNumber: /Load Number/,
  customer: /Customer/,
  pickupLocation: /Pickup Location/,
  deliveryLocation: /Delivery Location/,
  pickupDate: /Pickup Date/,
  deliveryDate: /Delivery Date/,
  rate: /Rate/,
};

/** What the form is filled with, as typed (dates YYYY-MM-DD). */
export type PlannedLoadEntry = Record<keyof typeof LOAD_LABELS, string>;

/** Load Planner → Add Planned Load for an account that has not seen the tour: exits it first. */
export async function addPlannedLoadAfterTour(page: Page, load: PlannedLoadEntry) {
  await openFleetFolioTab(page, 'Load Planner');
  await page.getByRole('button', { name: 'Add Planned Load' }).click();
  await page.getByRole('button', { name: 'Exit Tour' }).click();
  await page.getByRole('button', { name: 'Add Planned Load' }).click();
  const form = page.getByRole('dialog', { name: 'Add Planned Load' });
  for (const [field, label] of Object.entries(LOAD_LABELS))
    await form.getByLabel(label).fill(load[field as keyof PlannedLoadEntry]);
  await form.getByRole('button', { name: 'Add Load' }).click();
}
