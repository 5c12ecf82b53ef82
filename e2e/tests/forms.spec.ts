// Forms keep their word (issue 23): a failed network is never bad credentials, and a click on
// Submit is never lost to a message that moves the form under the pointer.
import type { Locator, Page } from '@playwright/test';
import { adminCredentials, expect, test } from '../helpers';
import { fillApplicant, openLanding, samplePdf } from '../helpers/landing';

const stamp = Date.now();

/** Clicks where `button` was before anything else happened: a pointer does not follow a move. */
async function clickWhereItWas(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a sign-in that cannot reach the service says so, keeps what was typed, and the next one signs in', async ({
  page,
}) => {
  const { username, password } = adminCredentials();
  await page.goto('/admin-login');
  await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: /could not reach the service/ }),
  ).toBeVisible();
  await expect(page.getByText(/invalid (username|credentials)/i)).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel(/^Password/)).toHaveValue(password);

  await page.unroute('**/api/admin/login');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
});

test('a driver applicant’s clicks on Submit all land, while the form says what is wrong', async ({
  page,
}) => {
  await openLanding(page);
  await page.getByRole('button', { name: 'Apply as CDL Driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Driver Application' });
  await fillApplicant(dialog, {
    email: `casey.${stamp}@drivers.test`,
    lastName: `Clicker ${stamp}`,
    cdlNumber: `IL${stamp}`.slice(0, 20),
  });
  await dialog
    .getByLabel(/CDL Document/)
    .setInputFiles({ name: 'cdl.pdf', mimeType: 'application/pdf', buffer: samplePdf(stamp) });
  const email = dialog.getByLabel(/^Email/);
  await email.fill('casey.at.drivers');
  const submit = dialog.getByRole('button', { name: 'Submit Application' });

  // Leaving the field for the button is the moment a form that validates on blur would move.
  await email.focus();
  await clickWhereItWas(page, submit);
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(`casey.${stamp}@drivers.test`);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await clickWhereItWas(page, submit);
  await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
});
