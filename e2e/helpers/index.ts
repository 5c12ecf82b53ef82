// What area tests need from the running site. Import `test` and `expect` from here.
import { test as base, expect, type Page } from '@playwright/test';
import { MongoClient, type Db, type Document } from 'mongodb';
import { stackValue } from './stack-env';

export { expect };

interface WorkerFixtures {
  /** The test run's database, to arrange data and assert what the site stored. */
  db: Db;
}

/** Playwright's test with the site's base URL and a `db` fixture. */
// Playwright reads fixture dependencies from the first parameter, which must be a pattern.
/* eslint-disable no-empty-pattern */
export const test = base.extend<object, WorkerFixtures>({
  baseURL: async ({}, use) => use(stackValue('baseUrl')),
  db: [
    async ({}, use) => {
      const client = await new MongoClient(stackValue('mongoUri')).connect();
      await use(client.db(stackValue('database')));
      await client.close();
    },
    { scope: 'worker' },
  ],
});
/* eslint-enable no-empty-pattern */

export const siteUrl = () => stackValue('baseUrl');
export const apiUrl = () => stackValue('apiUrl');
/** The stack's database, where its SMTP catcher stores every delivered mail. */
export const stackDatabase = () => ({
  mongoUri: stackValue('mongoUri'),
  database: stackValue('database'),
});

/** The phone number global setup stored in company_settings before the first page load. */
export const companyPhone = () => stackValue('companyPhone');

/** The admin account the API was started with. */
export function adminCredentials() {
  return { username: stackValue('adminUsername'), password: stackValue('adminPassword') };
}

/** Signs in to the admin panel with the stack's admin account and waits for the panel. */
export async function signInAsAdmin(page: Page) {
  const { username, password } = adminCredentials();
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
}

export interface CaughtMail extends Document {
  to: string[];
  from?: string;
  subject?: string;
  text?: string;
  html?: string;
  receivedAt: Date;
}

/** Mails the API sent (caught by its local SMTP catcher), newest first, optionally to one address. */
export function caughtMails(db: Db, to?: string): Promise<CaughtMail[]> {
  return db
    .collection<CaughtMail>('caught_mails')
    .find(to ? { to } : {}, { sort: { receivedAt: -1 } })
    .toArray();
}

async function controlRemote(name: string, action: 'start' | 'stop') {
  const response = await fetch(`${stackValue('controlUrl')}/remotes/${name}/${action}`, {
    method: 'POST',
  });
  if (!response.ok)
    throw new Error(`could not ${action} ${name}: ${response.status} ${await response.text()}`);
}

/** Stops one remote's static server (e.g. `mf_tools`) to test the outage fallback. */
export const stopRemote = (name: string) => controlRemote(name, 'stop');
/** Starts it again on the same port. */
export const startRemote = (name: string) => controlRemote(name, 'start');
