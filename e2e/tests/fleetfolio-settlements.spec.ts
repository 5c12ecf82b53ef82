import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ObjectId } from 'mongodb';
import { expect, test } from '../helpers';
import {
  addPlannedLoadAfterTour,
  openFleetFolioTab,
  registerAndSignInCarrier,
} from '../helpers/fleetfolio';

const PASSWORD = 'fleet-settle-password-88';
const email = `settle-${Date.now()}@carrier.example.com`;

const account = {
  email: email,
  password: PASSWORD,
  companyName: 'Settle Haulers LLC',
  contactName: 'Sid Settle',
};

async function completedTrip(page: Page) {
  await addPlannedLoadAfterTour(page, {
    loadNumber: 'SET-1',
    customer: 'Settle Foods Inc',
    pickupLocation: 'Chicago, IL',
    deliveryLocation: 'Dallas, TX',
    pickupDate: '2026-06-01',
    deliveryDate: '2026-06-03',
    rate: '2500.10',
  });
  await page.getByRole('button', { name: 'Create Trip from load SET-1' }).click();
  const tripDialog = page.getByRole('dialog', { name: 'Create New Trip' });
  await tripDialog.getByLabel(/Trip Name/).fill('TRIP-SET-1');
  await tripDialog.getByLabel(/Assign Driver/).selectOption({ label: 'John Smith' });
  await tripDialog.getByLabel(/Assign Equipment/).selectOption({ index: 1 });
  await expect(tripDialog.getByLabel(/Load \(optional\)/)).toHaveValue(/[0-9a-f]{24}/);
  await tripDialog.getByRole('button', { name: 'Create' }).click();
  const trip = page.getByRole('listitem', { name: 'Trip TRIP-SET-1' });
  await expect(trip.getByText('Planned', { exact: true })).toBeVisible();
  await trip.getByRole('button', { name: 'Dispatch Trip' }).click();
  await expect(trip.getByText('Dispatched', { exact: true })).toBeVisible();
  for (const stop of ['Pickup Chicago, IL', 'Delivery Dallas, TX']) {
    await trip.getByRole('button', { name: new RegExp(`^Complete ${stop}`) }).click();
    await expect(trip.getByRole('button', { name: new RegExp(`^Complete ${stop}`) })).toHaveCount(
      0,
    );
  }
  await expect(page.getByRole('row', { name: /TRIP-SET-1/ })).toContainText('Completed');
}

test('an owner pays a driver by percentage: trip → settlement → approved, paid and printed', async ({
  page,
  db,
}) => {
  test.setTimeout(180_000);
  await registerAndSignInCarrier(page, account);

  await openFleetFolioTab(page, 'Drivers');
  await page.getByRole('button', { name: 'Edit driver John Smith' }).click();
  const driverForm = page.getByRole('dialog', { name: 'Edit Driver' });
  await driverForm.getByLabel(/Pay Type/).selectOption({ label: 'Percentage of revenue' });
  await driverForm.getByLabel('Pay Rate (% of revenue)').fill('30');
  await driverForm.getByRole('button', { name: 'Save Driver' }).click();
  await expect(driverForm).toHaveCount(0);
  await expect(page.getByRole('row', { name: /John Smith/ })).toContainText('30% of revenue');

  await completedTrip(page);

  await openFleetFolioTab(page, 'Settlements');
  await page.getByRole('button', { name: 'Record Pay Item' }).click();
  const itemForm = page.getByRole('dialog', { name: 'Record Pay Item' });
  await itemForm.getByLabel(/^Driver/).selectOption({ label: 'John Smith' });
  await itemForm.getByLabel(/^Type/).selectOption({ label: 'Fuel card' });
  await itemForm.getByLabel(/^Amount/).fill('100.25');
  await itemForm.getByRole('button', { name: 'Record' }).click();
  await expect(itemForm).toHaveCount(0);

  await page.getByRole('button', { name: 'New Settlement' }).click();
  const settlementForm = page.getByRole('dialog', { name: 'New Settlement' });
  await settlementForm.getByLabel(/^Driver/).selectOption({ label: 'John Smith' });
  await settlementForm.getByRole('button', { name: 'Create Settlement' }).click();
  await expect(settlementForm).toHaveCount(0);

  const card = page.getByRole('listitem', { name: 'Settlement ST-0001' });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  const trips = card.getByRole('table', { name: 'Trips of settlement ST-0001' });
  // 30 % of $2,500.10 = 750.03; less the fuel card's 100.25.
  await expect(trips.getByRole('row', { name: /TRIP-SET-1/ })).toContainText('30% of $2,500.10');
  await expect(trips.getByRole('row', { name: /TRIP-SET-1/ })).toContainText('$750.03');
  await expect(card).toContainText('$649.78');

  await card.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve settlement ST-0001?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Mark Paid' }).click();
  await page
    .getByRole('dialog', { name: 'Mark settlement ST-0001 paid?' })
    .getByRole('button', { name: 'Mark Paid' })
    .click();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Settlement-ST-0001.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // On a phone the statement's tables scroll inside their box, never the page.
  for (const width of [320, 414]) {
    await page.setViewportSize({ width, height: 740 });
    await expect(card.getByRole('table', { name: 'Trips of settlement ST-0001' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect({ width, overflow }).toEqual({ width, overflow: 0 });
  }

  const owner = await db.collection('tms_users').findOne({ email });
  const ownerId = owner?._id as ObjectId;
  const stored = await db.collection('tms_settlements').findOne({ ownerId });
  expect(stored).toMatchObject({ status: 'paid', grossPay: 750.03, deductions: 100.25 });
  expect(stored?.netPay).toBe(649.78);
  expect(await db.collection('tms_settlement_trips').countDocuments({ ownerId })).toBe(1);
  expect(
    await db.collection('tms_pay_items').countDocuments({ ownerId, settlementId: stored?._id }),
  ).toBe(1);
});
