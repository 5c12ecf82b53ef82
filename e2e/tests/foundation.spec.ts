import type { Page } from '@playwright/test';
import { companyPhone, expect, startRemote, stopRemote, test } from '../helpers';

interface Manifest {
  remotes: { name: string; entry: string; routes: string[] }[];
}

/** Counts the React renderers that register with DevTools: one per copy of react-dom. */
async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject: (renderer: unknown) => renderers.set(renderers.size + 1, renderer).size,
        checkDCE: () => {},
        onCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      },
    });
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
          }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
}

test('the header shows the phone number stored in company settings', async ({ page, db }) => {
  const stored = await db.collection('company_settings').findOne({});
  expect(stored?.phone).toBe(companyPhone());

  await page.goto('/');

  await expect(page.getByRole('banner').getByText(companyPhone()).first()).toBeVisible();
});

test('the header reaches every area, each renders its page, and React is loaded once', async ({
  page,
}) => {
  const renderers = await countReactRenderers(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();

  const areas = [
    { link: 'Trip Planner', path: '/trip-planner', heading: 'Trip Planner' },
    { link: 'Track Shipment', path: '/tracking', heading: /track/i },
    { link: 'Client Portal', path: '/client-portal', heading: 'Client Portal' },
    { link: 'FleetFolio TMS', path: '/fleetfolio/login', heading: 'Sign In to FleetFolio' },
    { link: 'Home', path: '/', heading: 'Your Freight, Our Priority' },
  ];
  for (const area of areas) {
    await header.getByRole('link', { name: area.link, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === area.path);
    await expect(page.getByRole('heading', { name: area.heading }).first()).toBeVisible();
  }

  expect(await renderers()).toBe(1);
});

test('the admin sign-in page renders and links back to the site', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: /back to|website|home/i })
    .first()
    .click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Your Freight, Our Priority' })).toBeVisible();
});

test('the landing page loads no other area’s remote entry', async ({ page, request }) => {
  const manifest = (await (await request.get('/remotes.json')).json()) as Manifest;
  const entries: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('remoteEntry')) entries.push(req.url());
  });

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const marketing = manifest.remotes.find((remote) => remote.name === 'mf_marketing');
  expect(entries.map((url) => url.split('?')[0])).toEqual([marketing?.entry]);
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no-such-page/here');

  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a toast raised by a remote is shown by the shell', async ({ page }) => {
  await page.goto('/admin-login');

  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please enter both username and password')).toBeVisible();
});

test('an area whose server is down shows a fallback while the rest of the site works', async ({
  page,
}) => {
  const unavailable = page.getByRole('heading', {
    name: 'This section is temporarily unavailable',
  });
  await stopRemote('mf_tools');
  try {
    await page.goto('/trip-planner');
    await expect(unavailable).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /dispatch/i })).toBeVisible();

    await header.getByRole('link', { name: 'Client Portal', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Client Portal' })).toBeVisible();
    await expect(unavailable).toBeHidden();
  } finally {
    await startRemote('mf_tools');
  }

  await page.getByRole('banner').getByRole('link', { name: 'Trip Planner', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Trip Planner' }).first()).toBeVisible();
  await expect(unavailable).toBeHidden();
});
