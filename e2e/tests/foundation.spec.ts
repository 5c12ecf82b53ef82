import type { Page } from '@playwright/test';
import { expect, startRemote, stopRemote, test } from '../helpers';

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
  const phone = '(555) 014-2377';
  const settings = db.collection('company_settings');
  const { matchedCount } = await settings.updateMany({}, { $set: { phone } });
  expect(matchedCount, 'the API seeds company settings on first start').toBeGreaterThan(0);

  await page.goto('/');

  await expect(page.getByRole('banner').getByText(phone).first()).toBeVisible();
});

test('every area is reached from the site links and React is loaded once', async ({ page }) => {
  const renderers = await countReactRenderers(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();

  const areas = [
    { link: /trip planner/i, path: '/trip-planner', heading: /trip planner/i },
    { link: /client portal/i, path: '/client-portal', heading: /client portal/i },
    { link: /fleetfolio/i, path: '/fleetfolio/login', heading: /fleetfolio|sign in/i },
    { link: /admin/i, path: '/admin-login', heading: /admin/i },
  ];
  for (const area of areas) {
    await page.getByRole('link', { name: area.link }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === area.path);
    await expect(page.getByRole('heading', { name: area.heading }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  }

  expect(await renderers()).toBe(1);
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
  await stopRemote('mf_tools');
  try {
    await page.goto('/trip-planner');
    await expect(
      page.getByRole('alert').filter({ hasText: /unavailable|could not be loaded/i }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await page
      .getByRole('link', { name: /client portal/i })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/client-portal');
    await expect(page.getByRole('heading', { name: /client portal/i }).first()).toBeVisible();
  } finally {
    await startRemote('mf_tools');
  }

  await page
    .getByRole('link', { name: /trip planner/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /trip planner/i }).first()).toBeVisible();
});
