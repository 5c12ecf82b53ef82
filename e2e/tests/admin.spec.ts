import type { Page } from '@playwright/test';
import { adminCredentials, caughtMails, expect, signInAsAdmin, test } from '../helpers';
import { openLanding } from '../helpers/landing';

const stamp = Date.now();
const company = `Visitor Freight ${stamp}`;
const broker = { name: `Bea Broker ${stamp}`, email: `bea.${stamp}@brokers.test` };
const reviewText = `On time on every lane, ${stamp}.`;

async function reviewLinkFor(db: Parameters<typeof caughtMails>[0], to: string): Promise<string> {
  await expect.poll(async () => (await caughtMails(db, to)).length).toBeGreaterThan(0);
  const [mail] = await caughtMails(db, to);
  const link = mail?.text?.match(/https?:\/\/\S+?(\/review\/[A-Za-z0-9_-]{43})/);
  if (!link?.[1]) throw new Error(`no review link in the mail to ${to}`);
  return link[1];
}

/**
 * Whether the landing page's testimonials show the text. On a phone they are a carousel: step
 * through it with 'Next testimonial' as a visitor would.
 */
async function testimonialsShowing(page: Page, text: string): Promise<boolean> {
  await page.setViewportSize({ width: 390, height: 844 });
  // The prerendered copy is inert until the area takes over and shows the stored ones.
  await openLanding(page);
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel).toBeVisible();
  const slides = await carousel.getByRole('button', { name: /^Show testimonial/ }).count();
  for (let slide = 0; slide < Math.max(slides, 1); slide += 1) {
    // Both testimonial layouts are in the page; CSS shows the one for this width.
    if ((await carousel.getByText(text).filter({ visible: true }).count()) > 0) return true;
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  }
  return carousel.getByText(text).isVisible();
}

test('staff sign-in is required for the admin panel', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Username').fill('nobody');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('a sign-in whose form code cannot load says the service could not be reached, and Retry signs in', async ({
  page,
}) => {
  const { username, password } = adminCredentials();
  await page.goto('/admin-login');
  await expect(page.locator('#area-mf_admin')).not.toHaveAttribute('inert');
  // The connection drops before the form is first used: its schema's code cannot load.
  const dropScripts = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route(/\.js(\?|$)/, dropScripts);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network error' })).toHaveText(
    /Network error: we could not reach the service\. Please try again\./,
  );
  await expect(page).toHaveURL(/\/admin-login$/);

  await page.unroute(/\.js(\?|$)/, dropScripts);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
});

test('staff handle a quote, request a review, approve it and see it on the site', async ({
  page,
  db,
  browser,
}) => {
  // It ends waiting up to 2 minutes for the first paint to show the approved review.
  test.slow();
  const posted = await page.request.post('/api/quotes', {
    data: {
      companyName: company,
      contactName: 'Quinn Visitor',
      email: `quinn.${stamp}@visitor.test`,
      phone: '(555) 201-3344',
      pickupLocation: 'Dallas, TX',
      deliveryLocation: 'Atlanta, GA',
      freightType: 'ftl',
      requestedDate: '2027-03-15',
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);

  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/admin$/);
  // The quotes table lists the quote; its company opens it.
  await page.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(/\/admin\?quote=[0-9a-f]{24}$/);
  const quote = page.getByRole('article', { name: company });
  await expect(quote.getByText('Pending', { exact: true }).first()).toBeVisible();
  await quote.getByLabel('New status').selectOption('contacted');
  await quote.getByLabel('Note').fill('Called about the Atlanta lane');
  await quote.getByRole('button', { name: 'Update Status' }).click();
  await expect(quote.getByRole('list', { name: 'Status history' })).toContainText(
    'Pending → Contacted',
  );
  const stored = await db.collection('quote_requests').findOne({ companyName: company });
  expect(stored?.status).toBe('contacted');

  await page.getByRole('tab', { name: 'Review Management' }).click();
  await page.getByRole('button', { name: 'Send Review Request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Review Request' });
  await dialog.getByLabel(/Broker Name/).fill(broker.name);
  await dialog.getByLabel(/Broker Email/).fill(broker.email);
  await dialog.getByLabel(/Company Name/).fill(company);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(`Review request sent to ${broker.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The review requests table lists it; the broker's name opens it.
  await page.getByRole('link', { name: broker.name }).click();
  await expect(page).toHaveURL(/\/admin\/reviews\?request=[0-9a-f]{24}$/);
  await expect(
    page.getByRole('article', { name: `Review request to ${broker.name}` }),
  ).toContainText('Sent');

  await page.getByRole('tab', { name: 'Sent Mail' }).click();
  await expect(page.getByRole('region', { name: 'Sent mail' })).toContainText(broker.email);
  const link = await reviewLinkFor(db, broker.email);
  const mailLine = page
    .getByRole('table', { name: /^Sent mail/ })
    .getByRole('row')
    .filter({ hasText: broker.email });
  // The subject is the row's disclosure button; the message opens below it, in the row.
  const subject = mailLine.getByRole('button').first();
  await subject.click();
  await expect(subject).toHaveAttribute('aria-expanded', 'true');
  // The one-time review link is the broker's: staff see it with its token hidden, as text.
  const opened = mailLine.getByRole('region');
  await expect(opened).toContainText('/review/[hidden]');
  await expect(opened.getByRole('link')).toHaveCount(0);
  expect(await opened.textContent()).not.toContain(link);
  await page.goBack();
  await expect(subject).toHaveAttribute('aria-expanded', 'false');

  await page.goto(link);
  await expect(page.getByLabel(/Your Name/)).toHaveValue(broker.name);
  await page.getByRole('radio', { name: '5 Excellent' }).check();
  await page.getByLabel(/Service/).selectOption('Power Only Service');
  await page.getByLabel('Your Review').fill(reviewText);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review Submitted!' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Not Available' })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Review Management' }).click();
  await page.getByRole('link', { name: broker.name }).click();
  await expect(
    page.getByRole('article', { name: `Review request to ${broker.name}` }),
  ).toContainText('Completed');
  const review = page.getByRole('article', { name: `Review by ${broker.name}` });
  await review.getByRole('button', { name: 'Approve Review' }).click();
  await expect(
    page.getByText('The review has been approved and will now appear on your website.'),
  ).toBeVisible();
  await expect(review.getByRole('button', { name: 'Approve Review' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);

  await expect(await testimonialsShowing(page, reviewText)).toBe(true);

  // The first paint has it too: the page's prerendered screen, which is all a visitor sees
  // before any script runs, is rendered with the stored testimonials once the shell has read
  // the remote's prerendered.json again (every 30 s; the remote renders it anew in between).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const firstPaint = await noScript.newPage();
  await expect
    .poll(
      async () => {
        await firstPaint.goto('/');
        return firstPaint.locator('#main').textContent();
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toContain(reviewText);
  await noScript.close();
});
