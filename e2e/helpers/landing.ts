// The landing-page steps several specs start from: the page taken over by its area, the quote form.
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens `/` and waits until the marketing area has taken over its prerendered (inert) copy. */
export async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#area-mf_marketing')).not.toHaveAttribute('inert');
}

export interface QuoteContact {
  company: string;
  contact: string;
  email: string;
  phone: string;
}

/**
 * Fills the quote form's required fields as a visitor does: the contact, a pickup in Chicago
 * picked from the address suggestions, the delivery address typed whole, and Power Only.
 */
export async function fillQuoteForm(form: Locator, contact: QuoteContact, delivery: string) {
  await form.getByLabel(/Company Name/).fill(contact.company);
  await form.getByLabel(/Contact Name/).fill(contact.contact);
  await form.getByLabel(/^Email/).fill(contact.email);
  await form.getByLabel(/^Phone/).fill(contact.phone);
  const pickup = form.getByRole('combobox', { name: /Pickup Location/ });
  await pickup.pressSequentially('Chicag', { delay: 20 });
  await form
    .getByRole('option', { name: /^Chicago, Illinois/ })
    .first()
    .click();
  await expect(pickup).toHaveValue(/^Chicago, Illinois/);
  await form.getByRole('combobox', { name: /Delivery Location/ }).fill(delivery);
  await form.getByLabel(/Primary Service/).selectOption('power-only');
}
