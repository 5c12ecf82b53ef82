import type { Page } from '@playwright/test';
import type { ObjectId } from 'mongodb';
import { caughtMails, expect, test } from '../helpers';
import {
  addPlannedLoadAfterTour,
  openFleetFolioTab,
  registerAndSignInCarrier,
} from '../helpers/fleetfolio';

const PASSWORD = 'fleet-ops-password-88';
const email = `ops-${Date.now()}@carrier.example.com`;

const account = {
  email: email,
  password: PASSWORD,
  companyName: 'Ops Haulers LLC',
  contactName: 'Olive Ops',
};

/** A dashboard counter's card: its title, value and note. */
const counter = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Fleet figures' })
    .getByRole('heading', { name: title })
    .locator('xpath=../..');

test('a carrier plans a load, runs a trip, invoices it, is paid, and sees dashboard and reports follow', async ({
  page,
  db,
}) => {
  test.setTimeout(180_000);
  await registerAndSignInCarrier(page, account);
  await expect(counter(page, 'Active Trips')).toContainText(/Active Trips\s*0/);
  await expect(counter(page, 'Total Revenue')).toContainText('$0');

  await addPlannedLoadAfterTour(page, {
    loadNumber: 'OPS-1',
    customer: 'Ops Foods Inc',
    pickupLocation: 'Chicago, IL',
    deliveryLocation: 'Dallas, TX',
    pickupDate: '2026-06-01',
    deliveryDate: '2026-06-03',
    rate: '2500.10',
  });
  await page.getByRole('button', { name: 'Create Trip from load OPS-1' }).click();

  const tripDialog = page.getByRole('dialog', { name: 'Create New Trip' });
  await tripDialog.getByLabel(/Trip Name/).fill('TRIP-OPS-1');
  await tripDialog.getByLabel(/Assign Driver/).selectOption({ label: 'John Smith' });
  await tripDialog.getByLabel(/Assign Equipment/).selectOption({ index: 1 });
  await expect(tripDialog.getByLabel(/Load \(optional\)/)).toHaveValue(/[0-9a-f]{24}/);
  await tripDialog.getByRole('button', { name: 'Create' }).click();
  const trip = page.getByRole('listitem', { name: 'Trip TRIP-OPS-1' });
  await expect(trip.getByText('Planned', { exact: true })).toBeVisible();
  await expect(trip.getByText('$2,500.10').first()).toBeVisible();

  await trip.getByLabel('Trip Miles').fill('1000');
  await trip.getByRole('button', { name: 'Save Miles' }).click();
  await expect(trip.getByRole('definition').filter({ hasText: /^1,000$/ })).toBeVisible();
  await trip.getByText(/^Expenses \(0\)/).click();
  const expense = trip.getByRole('form', { name: 'Add expense to trip TRIP-OPS-1' });
  await expense.getByLabel(/Amount/).fill('400.33');
  await expense.getByLabel(/Gallons/).fill('100.5');
  await expense.getByLabel(/Fuel State/).fill('MO');
  await expense.getByRole('button', { name: 'Add Expense' }).click();
  await expect(trip.getByText(/Expenses \(1\)/)).toBeVisible();

  await trip.getByRole('button', { name: 'Dispatch Trip' }).click();
  await expect(trip.getByText('Dispatched', { exact: true })).toBeVisible();
  await openFleetFolioTab(page, 'Dashboard');
  await expect(counter(page, 'Active Trips')).toContainText(/Active Trips\s*1/);

  await openFleetFolioTab(page, 'Trips');
  await page.getByRole('link', { name: 'TRIP-OPS-1' }).click();
  for (const stop of ['Pickup Chicago, IL', 'Delivery Dallas, TX']) {
    await trip.getByRole('button', { name: new RegExp(`^Complete ${stop}`) }).click();
    await expect(trip.getByRole('button', { name: new RegExp(`^Complete ${stop}`) })).toHaveCount(
      0,
    );
  }
  await expect(page.getByRole('row', { name: /TRIP-OPS-1/ })).toContainText('Completed');

  await openFleetFolioTab(page, 'Settings & More');
  await page.getByRole('button', { name: 'Open Customers' }).click();
  await page.getByRole('button', { name: 'Edit Ops Foods Inc' }).click();
  const customerForm = page.getByRole('dialog', { name: 'Edit Customer' });
  await customerForm.getByLabel(/^Email/).fill('ap@opsfoods.example.com');
  await customerForm.getByRole('button', { name: 'Save Customer' }).click();
  await expect(customerForm).toHaveCount(0);

  await openFleetFolioTab(page, 'Invoices');
  await page.getByRole('button', { name: 'Add Invoice' }).click();
  const invoiceDialog = page.getByRole('dialog', { name: 'Create New Invoice' });
  const invoiceNumber = invoiceDialog.getByLabel(/Invoice Number/);
  // The carrier's next number is filled in when it arrives: replaced once it is there, as a
  // carrier does (typed while it arrives, the two ran together: "INV-0001INV-OPS-1").
  await expect(invoiceNumber).toHaveValue(/^INV-\d+$/);
  await invoiceNumber.fill('INV-OPS-1');
  await invoiceDialog.getByLabel(/Select Load/).selectOption({ label: 'OPS-1 - $2,500.10' });
  await expect(invoiceDialog.getByLabel(/Invoice Amount/)).toHaveValue('2500.1');
  await invoiceDialog.getByRole('button', { name: 'Create' }).click();
  const invoice = page.getByRole('listitem', { name: 'Invoice INV-OPS-1' });
  await expect(invoice.getByText('Unpaid', { exact: true })).toBeVisible();

  await invoice.getByRole('button', { name: 'Email Invoice' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Email Invoice INV-OPS-1' });
  await expect(emailDialog.getByText('ap@opsfoods.example.com', { exact: false })).toBeVisible();
  await expect(emailDialog.getByRole('list', { name: 'Attachments' })).toContainText(
    'Invoice-INV-OPS-1.pdf',
  );
  await emailDialog.getByRole('button', { name: 'Send' }).click();
  await expect(emailDialog).toHaveCount(0);
  // The outbox sends it a moment after the answer: wait for the catcher.
  await expect
    .poll(async () => (await caughtMails(db, 'ap@opsfoods.example.com'))[0]?.subject)
    .toBe('Invoice INV-OPS-1 from Ops Haulers LLC');

  const payment = invoice.getByRole('form', { name: 'Record payment on invoice INV-OPS-1' });
  await payment.getByLabel(/Payment Amount/).fill('1000');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(invoice.getByText('Partial', { exact: true })).toBeVisible();
  await openFleetFolioTab(page, 'Dashboard');
  await expect(counter(page, 'Pending Invoices')).toContainText(/Pending Invoices\s*1/);
  await openFleetFolioTab(page, 'Invoices');
  await page.getByRole('link', { name: 'INV-OPS-1', exact: true }).click();
  await payment.getByLabel(/Payment Amount/).fill('1500.10');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  // The status badge: the card's facts name a "Paid" date from the start, so the text alone
  // matched that term before the answer came (and both once it had come).
  const paidStatus = invoice.getByText('Paid', { exact: true }).and(invoice.locator(':not(dt)'));
  await expect(paidStatus).toBeVisible();

  await openFleetFolioTab(page, 'Dashboard');
  await expect(counter(page, 'Active Trips')).toContainText(/Active Trips\s*0/);
  await expect(counter(page, 'Pending Invoices')).toContainText(/Pending Invoices\s*0/);
  await expect(counter(page, 'Total Revenue')).toContainText('$2,500');
  await expect(counter(page, 'Revenue per Mile')).toContainText('$2.50');
  await expect(page.getByText('Recorded a payment on invoice INV-OPS-1').first()).toBeVisible();

  await openFleetFolioTab(page, 'Reports');
  await page.getByRole('button', { name: 'View IFTA Data' }).click();
  const ifta = page.getByRole('table', { name: /IFTA miles and fuel by state/ });
  for (const state of ['IL', 'MO', 'TX'])
    await expect(ifta.getByRole('cell', { name: state, exact: true })).toBeVisible();
  await expect(ifta.getByRole('row', { name: /^MO / })).toContainText('100.5');
  await page.getByRole('button', { name: 'View Financial Data' }).click();
  const financial = page.getByRole('table', { name: /Profit and loss by month/ });
  await expect(financial.getByRole('row').nth(1)).toContainText('$2,500.10');
  await expect(financial.getByRole('row').nth(1)).toContainText('$1,449.77');

  const user = await db.collection('tms_users').findOne({ email });
  const ownerId = user?._id as ObjectId;
  const stored = await db
    .collection('tms_invoices')
    .findOne({ ownerId, invoiceNumber: 'INV-OPS-1' });
  expect(stored).toMatchObject({ status: 'paid', amountPaid: 2500.1, balanceDue: 0 });
  expect(stored?.sentAt).toBeInstanceOf(Date);
  expect(
    await db.collection('tms_planned_loads').findOne({ ownerId, loadNumber: 'OPS-1' }),
  ).toMatchObject({
    status: 'delivered',
    isAssignedToTrip: true,
  });
});
