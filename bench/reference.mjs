// The yardstick of the database-backed endpoints: reference-api.mjs (a minimal Koa + mongoose
// app running the same queries on the same mongod) as a process, and which of its routes runs
// the queries of which API endpoint. api-capacity.mjs (open loop) and api-load.mjs (closed
// loop) both measure the API against it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function quoteBody() {
  return JSON.stringify({
    companyName: 'Capacity Produce',
    contactName: 'Lee Bench',
    email: 'lee.capacity@bench.test',
    phone: '(312) 555-0142',
    pickupLocation: '100 Dock Rd, Chicago, IL',
    deliveryLocation: '200 Yard Ave, Dallas, TX',
    freightType: 'ftl',
  });
}

/**
 * The database-backed endpoints and the reference route running the same queries.
 * @param {{ admin: string, client: string, carrier: string }} sessions Cookie headers
 * @param {{ clientEmail: string, carrierId: string }} owners whose records the reads return
 */
export function databaseEndpoints(sessions, owners) {
  return [
    {
      name: 'GET /api/admin/quotes (admin)',
      api: { path: '/api/admin/quotes', headers: { cookie: sessions.admin } },
      reference: { path: '/admin/quotes' },
    },
    {
      name: 'GET /api/client-portal/shipments (client)',
      api: { path: '/api/client-portal/shipments', headers: { cookie: sessions.client } },
      reference: { path: `/client/shipments?email=${encodeURIComponent(owners.clientEmail)}` },
    },
    {
      name: 'GET /api/fleetfolio/loads/page (carrier)',
      api: { path: '/api/fleetfolio/loads/page', headers: { cookie: sessions.carrier } },
      reference: { path: `/carrier/loads?owner=${owners.carrierId}` },
    },
    {
      name: 'POST /api/quotes',
      api: { path: '/api/quotes', method: 'POST', body: quoteBody(), visitors: true },
      reference: { path: '/quotes', method: 'POST', body: quoteBody() },
    },
  ];
}

/** The client's e-mail and the carrier's account id, which the reference queries by. */
export async function recordOwners(apiUrl, sessions) {
  const read = async (path, cookie) => {
    const response = await fetch(new URL(path, apiUrl), { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response.json();
  };
  const client = await read('/api/client-portal/me', sessions.client);
  const carrier = await read('/api/fleetfolio/auth/check', sessions.carrier);
  return {
    clientEmail: client.email ?? client.user?.email,
    carrierId: carrier.account?.id ?? carrier.id,
  };
}

/** Starts reference-api.mjs on CPU 0 (where the bench pins the API): `{ url, child }`. */
export function startReference(mongoUri, database) {
  const child = spawn(
    'taskset',
    ['-c', '0', process.execPath, path.join(here, 'reference-api.mjs'), mongoUri, database],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`reference API exited (${code})`)));
    readline.createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ url: `http://127.0.0.1:${line.split(' ')[1]}`, child });
    });
  });
}
