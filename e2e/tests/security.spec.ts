import type { Page } from '@playwright/test';
import { adminCredentials, expect, startRemote, stopRemote, test } from '../helpers';

/** Each area: its remote, a page it owns, that page's heading and the header link to it. */
const AREAS = [
  {
    remote: 'mf_marketing',
    path: '/',
    heading: 'Your Freight, Our Priority',
    link: 'Home',
  },
  { remote: 'mf_admin', path: '/admin-login', heading: 'Admin Login' },
  {
    remote: 'mf_portal',
    path: '/client-portal',
    heading: 'Client Portal',
    link: 'Client Portal',
  },
  {
    remote: 'mf_tools',
    path: '/trip-planner',
    heading: 'Trip Planner',
    link: 'Trip Planner',
  },
  {
    remote: 'mf_fleetfolio',
    path: '/fleetfolio/login',
    heading: 'Sign In to FleetFolio',
    link: 'FleetFolio TMS',
  },
] as const;

type Area = (typeof AREAS)[number];

/** Collects every CSP violation the page reports, across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function expectArea(page: Page, area: Area) {
  await expect(page.getByRole('heading', { name: area.heading }).first()).toBeVisible();
}

test('every page carries a strict CSP and the site runs through all five areas without a violation', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const manifest = (await (await request.get('/remotes.json')).json()) as {
    remotes: Array<{ entry: string }>;
  };
  const remoteOrigins = manifest.remotes.map(({ entry }) => new URL(entry).origin);

  for (const area of AREAS) {
    const response = await page.goto(area.path);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/frame-ancestors/);
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scripts.filter((source) => source !== "'self'").sort()).toEqual(
      [...new Set(remoteOrigins)].sort(),
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Style elements by this answer's nonce only (styled-components reads it from a meta tag).
    expect(/style-src ([^;]+)/.exec(csp)?.[1]).toMatch(/^'self' 'nonce-[A-Za-z0-9+/_=-]{20,}'$/);
    await expectArea(page, area);
  }

  // Production builds keep their source maps out of what the servers serve.
  for (const entry of manifest.remotes.map((remote) => remote.entry)) {
    expect((await request.get(`${entry}.map`)).status()).toBe(404);
    expect(await (await request.get(entry)).text()).not.toContain('sourceMappingURL');
  }

  await page.goto('/tracking');
  await expect(page.getByRole('heading', { name: /track/i }).first()).toBeVisible();
  const { username, password } = adminCredentials();
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.waitForLoadState('networkidle');
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  console.log(
    `[security] CSP: ${AREAS.length + 3} page loads over five areas, ${violations.length} violations`,
  );
  expect(violations).toEqual([]);

  // The watcher itself: an injected inline script must be blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  // Reported twice: the securitypolicyviolation event and the console message.
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/script-src/);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

for (const area of AREAS) {
  test(`with ${area.remote} down its area shows the fallback, the shell and the other four work, and it loads again when back`, async ({
    page,
  }) => {
    const unavailable = page.getByRole('heading', {
      name: 'This section is temporarily unavailable',
    });
    await stopRemote(area.remote);
    try {
      await page.goto(area.path);
      await expect(unavailable).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      for (const other of AREAS.filter((a) => a !== area)) {
        await page.goto(other.path);
        await expectArea(page, other);
        await expect(unavailable).toBeHidden();
      }
      await page.goto(area.path);
      await expect(unavailable).toBeVisible();
    } finally {
      await startRemote(area.remote);
    }
    const other = AREAS.find((a) => a !== area && 'link' in a) as Area & { link: string };
    await page.goto(other.path);
    await expectArea(page, other);
    if ('link' in area) {
      await page.getByRole('banner').getByRole('link', { name: area.link, exact: true }).click();
    } else {
      await page.goto(area.path);
    }
    await expectArea(page, area);
    await expect(unavailable).toBeHidden();
  });
}
