#!/usr/bin/env node
// FleetFolio tables with 5,000 trips, 5,000 planned loads, 5,000 settlements and 5,000 pay
// items stored for one carrier (issue 23: "each list opens in under 1 s"; issue 20: 5,000
// records): GET /api/fleetfolio/trips/page, /loads/page, /settlements/page and /pay-items/page
// for the first page with its count, a status filter with a sort, a date range, a search and
// page 42 through its cursor. A figure, not a test. Alone: `node bench/fleet-lists.mjs` (its own
// mongod and the built API: `npm run build -w api` first); `npm run bench` (BENCH_ONLY=lists)
// uses its site.
import { fileURLToPath } from 'node:url';
import { MongoClient, ObjectId } from 'mongodb';
import { printListTimes, timeListPages } from './admin-lists.mjs';
import { call, cookieOf } from './site-api.mjs';
import { withStandaloneApi } from './standalone-api.mjs';

export const FLEET_ROWS_STORED = 5_000;
const DAY_MS = 86_400_000;
const TRIP_STATUSES = ['planned', 'dispatched', 'completed'];
const LOAD_STATUSES = ['planned', 'in_transit', 'delivered', 'cancelled'];
const SETTLEMENT_STATUSES = ['draft', 'approved', 'paid'];
const PAY_ITEM_CATEGORIES = ['advance', 'fuel_card', 'escrow', 'equipment', 'other'];
/** The drivers the settlements and pay items are spread over (their names are searched). */
const BENCH_DRIVERS = 50;

/** The id of the carrier the cookie signs in as. */
async function carrierId(apiUrl, cookie) {
  const response = await call(apiUrl, '/api/fleetfolio/auth/check', { cookie });
  return (await response.json()).account.id;
}

/**
 * The carrier's pay records: `count` settlements (a trip line and an item line each, as drawn
 * up) and `count` pay items of BENCH_DRIVERS drivers, every other item taken by a settlement.
 */
function payRecords(ownerId, count, dayOf) {
  const drivers = Array.from({ length: BENCH_DRIVERS }, (_, index) => ({
    _id: new ObjectId(),
    ownerId,
    firstName: 'Bench',
    lastName: `Driver ${index}`,
    createdAt: new Date(),
    updatedAt: new Date(),
  }));
  const driverIdOf = (index) => drivers[index % BENCH_DRIVERS]?._id;
  const settlements = Array.from({ length: count }, (_, index) => {
    const netPay = (index * 97) % 4000;
    return {
      _id: new ObjectId(),
      ownerId,
      settlementNumber: `BS-${String(index).padStart(5, '0')}`,
      driverId: driverIdOf(index),
      driverName: `Bench Driver ${index % BENCH_DRIVERS}`,
      periodStart: new Date(dayOf(index).getTime() - 6 * DAY_MS),
      periodEnd: dayOf(index),
      status: SETTLEMENT_STATUSES[index % SETTLEMENT_STATUSES.length],
      trips: [
        {
          tripId: new ObjectId(),
          tripNumber: `BT-${String(index).padStart(5, '0')}`,
          completedAt: dayOf(index),
          route: 'Chicago, IL to Dallas, TX',
          miles: 920,
          hours: 16,
          revenue: 2400,
          payType: 'per_mile',
          payRate: 0.65,
          pay: 598,
        },
      ],
      items: [
        {
          itemId: new ObjectId(),
          kind: 'deduction',
          category: 'fuel_card',
          itemDate: dayOf(index),
          note: 'Pilot, Tulsa',
          amount: 598 - netPay,
        },
      ],
      grossPay: 598,
      advances: 0,
      deductions: 598 - netPay,
      netPay,
      createdAt: dayOf(index),
      updatedAt: new Date(),
    };
  });
  const payItems = Array.from({ length: count }, (_, index) => {
    const category = PAY_ITEM_CATEGORIES[index % PAY_ITEM_CATEGORIES.length];
    return {
      ownerId,
      driverId: driverIdOf(index),
      kind: category === 'advance' ? 'advance' : 'deduction',
      category,
      amount: ((index * 61) % 900) + 1,
      itemDate: dayOf(index),
      note: `Bench note ${index % 100}`,
      ...(index % 2 === 0 ? { settlementId: settlements[index]?._id } : {}),
      createdAt: dayOf(index),
      updatedAt: new Date(),
    };
  });
  return { drivers, settlements, payItems };
}

/**
 * Stores `count` trips, planned loads, settlements and pay items of the carrier straight into
 * the database.
 */
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
  const { drivers, settlements, payItems } = payRecords(ownerId, count, dayOf);
  const client = await MongoClient.connect(mongoUri);
  try {
    await client.db(database).collection('tms_trips').insertMany(trips);
    await client.db(database).collection('tms_planned_loads').insertMany(loads);
    await client.db(database).collection('tms_drivers').insertMany(drivers);
    await client.db(database).collection('tms_settlements').insertMany(settlements);
    await client.db(database).collection('tms_pay_items').insertMany(payItems);
  } finally {
    await client.close();
  }
}

/** The Trips, Load Planner, Settlements and pay items tables' pages, as the carrier reads them. */
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
    settlements: await timeListPages(apiUrl, cookie, '/api/fleetfolio/settlements/page', {
      'status + sort by net pay': 'status=approved&sort=netPay&dir=desc',
      'period end dates + sort by driver': 'from=2026-09-01&to=2026-09-30&sort=driverName&dir=asc',
      'search "Driver 42"': 'q=Driver%2042',
    }),
    payItems: await timeListPages(apiUrl, cookie, '/api/fleetfolio/pay-items/page', {
      'type + sort by amount': 'status=fuel_card&sort=amount&dir=desc',
      'item dates + sort by type': 'from=2026-09-01&to=2026-09-30&sort=category&dir=asc',
      'search driver "Driver 42"': 'q=Driver%2042',
    }),
  };
}

export function printFleetLists({ trips, loads, settlements, payItems }) {
  printListTimes(`FleetFolio trips, ${FLEET_ROWS_STORED} stored for one carrier`, trips);
  printListTimes(`FleetFolio planned loads, ${FLEET_ROWS_STORED} stored for one carrier`, loads);
  printListTimes(
    `FleetFolio settlements, ${FLEET_ROWS_STORED} stored for one carrier`,
    settlements,
  );
  printListTimes(`FleetFolio pay items, ${FLEET_ROWS_STORED} stored for one carrier`, payItems);
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
