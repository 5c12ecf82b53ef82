#!/usr/bin/env node
// FleetFolio tables with 5,000 trips and 5,000 planned loads stored for one carrier (issue 23:
// "each list opens in under 1 s"): GET /api/fleetfolio/trips/page and /loads/page for the first
// page with its count, a status filter with a sort, a date range, a search and page 42 through
// its cursor. A figure, not a test. Alone: `node bench/fleet-lists.mjs` (its own mongod and the
// built API: `npm run build -w api` first); `npm run bench` (BENCH_ONLY=lists) uses its site.
import { fileURLToPath } from 'node:url';
import { MongoClient, ObjectId } from 'mongodb';
import { printListTimes, timeListPages } from './admin-lists.mjs';
import { call, cookieOf } from './site-api.mjs';
import { withStandaloneApi } from './standalone-api.mjs';

export const FLEET_ROWS_STORED = 5_000;
const DAY_MS = 86_400_000;
const TRIP_STATUSES = ['planned', 'dispatched', 'completed'];
const LOAD_STATUSES = ['planned', 'in_transit', 'delivered', 'cancelled'];

/** The id of the carrier the cookie signs in as. */
async function carrierId(apiUrl, cookie) {
  const response = await call(apiUrl, '/api/fleetfolio/auth/check', { cookie });
  return (await response.json()).account.id;
}

/** Stores `count` trips and `count` planned loads of the carrier straight into the database. */
export async function storeFleetRows(
  { mongoUri, database },
  apiUrl,
  cookie,
  count = FLEET_ROWS_STORED,
) {
  const ownerId = new ObjectId(await carrierId(apiUrl, cookie));
  const start = Date.UTC(2026, 7, 1);
  const dayOf = (index) => new Date(start + Math.floor((index * 100 * DAY_MS) / count));
  const trips = Array.from({ length: count }, (_, index) => ({
    ownerId,
    tripNumber: `BT-${String((index * 7919) % count).padStart(5, '0')}`,
    status: TRIP_STATUSES[index % TRIP_STATUSES.length],
    totalMiles: (index * 37) % 3000,
    revenue: (index * 131) % 9000,
    createdAt: dayOf(index),
    updatedAt: new Date(),
  }));
  const loads = Array.from({ length: count }, (_, index) => ({
    ownerId,
    loadNumber: `BL-${String(index).padStart(5, '0')}`,
    customerName: `Bench Customer ${index % 250}`,
    pickupLocation: 'Chicago, IL',
    deliveryLocation: 'Dallas, TX',
    pickupDate: dayOf(index),
    deliveryDate: new Date(dayOf(index).getTime() + 2 * DAY_MS),
    primaryFeeAmount: (index * 53) % 5000,
    status: LOAD_STATUSES[index % LOAD_STATUSES.length],
    isAssignedToTrip: false,
    createdAt: dayOf(index),
    updatedAt: new Date(),
  }));
  const client = await MongoClient.connect(mongoUri);
  try {
    await client.db(database).collection('tms_trips').insertMany(trips);
    await client.db(database).collection('tms_planned_loads').insertMany(loads);
  } finally {
    await client.close();
  }
}

/** The Trips and Load Planner tables' pages, as the carrier reads them. */
export async function fleetLists(apiUrl, cookie) {
  return {
    trips: await timeListPages(apiUrl, cookie, '/api/fleetfolio/trips/page', {
      'status + sort by revenue': 'status=completed&sort=revenue&dir=desc',
      'created dates + sort by number': 'from=2026-09-01&to=2026-09-30&sort=tripNumber&dir=asc',
      'search "BT-04"': 'q=BT-04',
    }),
    loads: await timeListPages(apiUrl, cookie, '/api/fleetfolio/loads/page', {
      'status + sort by rate': 'status=in_transit&sort=rate&dir=desc',
      'pickup dates + sort by customer': 'from=2026-09-01&to=2026-09-30&sort=customer&dir=asc',
      'search "Customer 42"': 'q=Customer%2042',
    }),
  };
}

export function printFleetLists({ trips, loads }) {
  printListTimes(`FleetFolio trips, ${FLEET_ROWS_STORED} stored for one carrier`, trips);
  printListTimes(`FleetFolio planned loads, ${FLEET_ROWS_STORED} stored for one carrier`, loads);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await withStandaloneApi('bench_fleet_lists', async ({ apiUrl, mongo }) => {
    const password = 'a long bench carrier password';
    const email = `fleet.lists.${Date.now()}@bench.test`;
    await call(apiUrl, '/api/fleetfolio/register', {
      method: 'POST',
      body: {
        email,
        password,
        confirmPassword: password,
        companyName: 'Bench Lists',
        contactName: 'Robin Bench',
      },
    });
    const login = await call(apiUrl, '/api/fleetfolio/login', {
      method: 'POST',
      body: { email, password },
    });
    const cookie = cookieOf(login);
    await storeFleetRows(mongo, apiUrl, cookie);
    printFleetLists(await fleetLists(apiUrl, cookie));
  });
}
