import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient, type Db } from 'mongodb';
import { freeStackPorts, startStack } from '../scripts/lib/stack.mjs';
import { startControlServer } from './helpers/control-server';
import { STACK_ENV } from './helpers/stack-env';

const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-0451' };
/**
 * Written to company_settings before any page loads (the API caches landing reads for minutes),
 * so the header must show this number and not a built-in default.
 */
const COMPANY_PHONE = '(555) 014-2377';
const LOG_FILE = fileURLToPath(new URL('stack.log', import.meta.url));

/** Lines of the site's processes go to e2e/stack.log (or the console with E2E_VERBOSE=1). */
function stackWriter(): { write: (line: string) => void; close: () => Promise<void> } {
  if (process.env.E2E_VERBOSE) return { write: (line) => console.log(line), close: async () => {} };
  const file = createWriteStream(LOG_FILE);
  return {
    write: (line) => file.write(`${line}\n`),
    close: () => new Promise((resolve) => file.end(resolve)),
  };
}

async function withDatabase<T>(
  uri: string,
  database: string,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const client = await new MongoClient(uri).connect();
  return work(client.db(database)).finally(() => client.close());
}

async function setCompanyPhone(db: Db) {
  const { matchedCount } = await db
    .collection('company_settings')
    .updateMany({}, { $set: { phone: COMPANY_PHONE } });
  if (matchedCount === 0)
    throw new Error('the API did not seed company_settings on its first start');
}

/** Starts the production-built site exactly as `npm start` does, on free ports, and stops it after the run. */
export default async function globalSetup() {
  const dbPath = await mkdtemp(path.join(os.tmpdir(), 'freight-e2e-'));
  const database = `e2e_${Date.now()}`;
  const log = stackWriter();
  const stack = await startStack({
    dbPath,
    database,
    ports: await freeStackPorts(),
    write: log.write,
    apiEnv: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: undefined },
  }).catch(async (error: unknown) => {
    await log.close();
    const tail = (await readFile(LOG_FILE, 'utf8').catch(() => ''))
      .split('\n')
      .slice(-40)
      .join('\n');
    throw new Error(
      `the site did not start: ${error instanceof Error ? error.message : error}\n${LOG_FILE}:\n${tail}`,
    );
  });
  await withDatabase(stack.mongoUri, database, setCompanyPhone);
  const control = await startControlServer(stack);
  Object.assign(process.env, {
    [STACK_ENV.baseUrl]: stack.url,
    [STACK_ENV.apiUrl]: stack.apiUrl,
    [STACK_ENV.mongoUri]: stack.mongoUri,
    [STACK_ENV.database]: database,
    [STACK_ENV.controlUrl]: control.url,
    [STACK_ENV.adminUsername]: ADMIN.username,
    [STACK_ENV.adminPassword]: ADMIN.password,
    [STACK_ENV.companyPhone]: COMPANY_PHONE,
  });
  return async () => {
    await control.close();
    if (process.env.MONGODB_URI)
      await withDatabase(stack.mongoUri, database, (db) => db.dropDatabase());
    await stack.stop();
    await log.close();
    await rm(dbPath, { recursive: true, force: true });
  };
}
