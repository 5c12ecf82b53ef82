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

/** A one-pixel PNG, an upload the sites accept as an image. */
export const SAMPLE_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000',
  'hex',
);

/** A minimal PDF whose bytes differ by `mark` (stored files are told apart by their content). */
export const samplePdf = (mark: string | number) =>
  Buffer.from(
    `%PDF-1.4\n% e2e ${mark}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`,
  );

export interface Applicant {
  email: string;
  lastName: string;
  cdlNumber: string;
}

/** Fills the applicant fields a driver's and an owner operator's application share. */
export async function fillApplicant(dialog: Locator, { email, lastName, cdlNumber }: Applicant) {
  await dialog.getByLabel(/First Name/).fill('Casey');
  await dialog.getByLabel(/Last Name/).fill(lastName);
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Phone/).fill('(555) 318-2240');
  await dialog.getByRole('combobox', { name: /Address/ }).fill('418 Maple Ave, Joliet, IL');
  await dialog.getByLabel(/CDL Number/).fill(cdlNumber);
  await dialog.getByLabel(/CDL Class/).selectOption('A');
  await dialog.getByLabel(/Years of Experience/).fill('6');
}
