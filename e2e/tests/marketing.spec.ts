import AxeBuilder from '@axe-core/playwright';
import type { Db } from 'mongodb';
import { caughtMails, expect, test } from '../helpers';
import {
  fillApplicant,
  fillQuoteForm,
  openLanding,
  samplePdf,
  SAMPLE_PNG as PNG,
} from '../helpers/landing';

const stamp = Date.now();
const PDF = samplePdf(stamp);

/** Where the API mails new quotes and applications (company settings, else the built-in one). */
async function notificationAddress(db: Db): Promise<string> {
  const settings = await db.collection('company_settings').findOne({});
  return settings?.notificationEmail || settings?.email || 'quotes@redlinefreightlines.com';
}

const applicant = (email: string) => ({
  email,
  lastName: `Driver ${stamp}`,
  cdlNumber: `IL${stamp}`.slice(0, 20),
});

async function storedFile(db: Db, address: unknown) {
  const id = String(address).split('/').pop();
  const files = await db.collection('files.files').find({}).toArray();
  return files.find((file) => String(file._id) === id);
}

test('a visitor requests a quote in the modal with one document', async ({ page, db }) => {
  const company = `Modal Freight ${stamp}`;
  await openLanding(page);
  await page.getByRole('button', { name: 'Get Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Quote' });
  await expect(dialog).toBeVisible();

  await fillQuoteForm(
    dialog,
    {
      company,
      contact: 'Morgan Shipper',
      email: `morgan.${stamp}@shipper.test`,
      phone: '(555) 440-1200',
    },
    '1200 Peachtree St, Atlanta, GA',
  );
  await dialog.getByLabel('Requested Date (optional)').fill('2030-04-02');
  await dialog.getByLabel('Weight').fill('38,000 lbs');

  await dialog.getByLabel('Documents (optional)').setInputFiles({
    name: 'bill-of-lading.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const documents = dialog.getByRole('list', { name: 'Attached documents' });
  await expect(documents.getByText('Uploaded')).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Quote Request Submitted!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);

  const quote = await db.collection('quote_requests').findOne({ companyName: company });
  expect(quote).toMatchObject({
    status: 'pending',
    freightType: 'power-only',
    requestedDate: '2030-04-02',
    weight: '38,000 lbs',
  });
  expect(quote?.pickupLocation).toMatch(/^Chicago, Illinois/);
  expect(quote?.documentsUrls).toHaveLength(1);
  const file = await storedFile(db, quote?.documentsUrls[0]);
  expect(file?.metadata).toMatchObject({
    originalName: 'bill-of-lading.pdf',
    contentType: 'application/pdf',
    claimedBy: `quote:${String(quote?._id)}`,
  });
  expect(file?.length).toBe(PDF.length);

  const to = await notificationAddress(db);
  await expect
    .poll(async () =>
      (await caughtMails(db, to)).some(
        (mail) => mail.subject === `New quote request from ${company}`,
      ),
    )
    .toBe(true);
});

test('a driver and an owner-operator apply with their files', async ({ page, db }) => {
  const to = await notificationAddress(db);
  await openLanding(page);

  const driverEmail = `casey.${stamp}@drivers.test`;
  await page.getByRole('button', { name: 'Apply as CDL Driver' }).click();
  const driverDialog = page.getByRole('dialog', { name: 'Driver Application' });
  await fillApplicant(driverDialog, applicant(driverEmail));
  await driverDialog
    .getByLabel(/CDL Document/)
    .setInputFiles({ name: 'cdl.pdf', mimeType: 'application/pdf', buffer: PDF });
  await driverDialog
    .getByLabel(/Medical Card/)
    .setInputFiles({ name: 'medical.png', mimeType: 'image/png', buffer: PNG });
  await driverDialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
  await expect(driverDialog).toBeHidden();

  const driver = await db.collection('driver_applications').findOne({ email: driverEmail });
  expect(driver).toMatchObject({
    status: 'pending',
    cdlClass: 'A',
    yearsExperience: 6,
    hasDui: 'no',
  });
  expect((await storedFile(db, driver?.cdlDocumentUrl))?.metadata.contentType).toBe(
    'application/pdf',
  );
  expect((await storedFile(db, driver?.medicalCardUrl))?.metadata.contentType).toBe('image/png');

  const ownerEmail = `owner.${stamp}@drivers.test`;
  await page.getByRole('button', { name: 'Learn More about Owner Operators' }).click();
  await page.getByRole('button', { name: 'Apply Now as Owner Operator' }).click();
  const ownerDialog = page.getByRole('dialog', { name: 'Owner Operator Application' });
  await fillApplicant(ownerDialog, applicant(ownerEmail));
  await ownerDialog.getByLabel(/Truck Make/).selectOption('Kenworth');
  await ownerDialog.getByLabel(/Truck Model/).fill('T680');
  await ownerDialog.getByLabel(/Truck VIN/).fill('1XKYD49X0NJ123456');
  await ownerDialog.getByLabel(/Maintenance/).selectOption('self');
  await ownerDialog
    .getByLabel(/CDL Document/)
    .setInputFiles({ name: 'cdl.png', mimeType: 'image/png', buffer: PNG });
  await ownerDialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(ownerDialog).toBeHidden();

  const owner = await db.collection('owner_operator_applications').findOne({ email: ownerEmail });
  expect(owner).toMatchObject({
    status: 'pending',
    truckYear: new Date().getFullYear(),
    truckMake: 'Kenworth',
    maintenanceChoice: 'self',
  });
  expect((await storedFile(db, owner?.cdlDocumentUrl))?.metadata.contentType).toBe('image/png');

  const name = `Casey Driver ${stamp}`;
  await expect
    .poll(async () => (await caughtMails(db, to)).map((mail) => mail.subject))
    .toEqual(
      expect.arrayContaining([
        `New CDL driver application from ${name}`,
        `New owner-operator application from ${name}`,
      ]),
    );
});

test('on a phone the testimonial carousel and the service quote buttons work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLanding(page);

  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  const slide = carousel.getByRole('figure');
  const count = await carousel.getByRole('button', { name: /^Show testimonial/ }).count();
  expect(count).toBeGreaterThan(1);
  await carousel.getByRole('button', { name: 'Show testimonial 1' }).click();
  await expect(slide).toHaveAccessibleName(`1 of ${count}`);
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(slide).toHaveAccessibleName(`${count} of ${count}`);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(slide).toHaveAccessibleName(`1 of ${count}`);

  const quoteButton = page.getByRole('button', { name: /^Request .*Power.* Quote$/ }).first();
  await quoteButton.scrollIntoViewIfNeeded();
  await quoteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Quote' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Primary Service/)).toHaveValue('power-only');
});

test('the landing page and the quote modal pass an accessibility scan', async ({ page }) => {
  await openLanding(page);
  const landing = await new AxeBuilder({ page }).include('#main').analyze();
  expect(landing.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('button', { name: 'Get Quote' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/Primary Service/)
    .selectOption('ftl');
  const modal = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  expect(modal.violations.map((violation) => violation.id)).toEqual([]);
});
