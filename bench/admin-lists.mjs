#!/usr/bin/env node
// Admin list pages with 5,000 records of each list stored (issue 23: "each list opens in under
// 1 s"): the time of the quotes, driver applications, shipments, invoices, review requests and
// Sent Mail lists for the first page (newest first, with the count), a sorted and filtered page, a date range, a
// search, and a page deep in the list read through its cursor. A figure, not a test. Alone: `node bench/admin-lists.mjs` starts a mongod and the built API
// (`npm run build -w api` first) on free ports; `npm run bench` (BENCH_ONLY=lists) uses its site.
import { fileURLToPath } from 'node:url';
import { MongoClient, ObjectId } from 'mongodb';
import { call, cookieOf } from './site-api.mjs';
import { withStandaloneApi } from './standalone-api.mjs';

export const LIST_RECORDS_STORED = 5_000;
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 15);
const DAY_MS = 86_400_000;
const ADMIN = {
  username: process.env.BENCH_ADMIN_USERNAME ?? 'admin',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'freight-admin-dev',
};

const pick = (values, index) => values[index % values.length];

/** The `index`th of `count` records' day, spread over 100 days from 2026-08-01. */
const dayOf = (index, count) =>
  new Date(Date.UTC(2026, 7, 1) + Math.floor((index * 100 * DAY_MS) / count));

/**
 * The records of each admin list, as the site stores them (only the fields the lists read);
 * `stored` holds the collections written before (an invoice names a stored shipment).
 */
const RECORDS = {
  quote_requests: (index, count) => ({
    companyName: `List Shipper ${(index * 7919) % count}`,
    contactName: 'Pat Lister',
    email: `list.${index}@bench.test`,
    phone: '312-555-0199',
    pickupLocation: 'Chicago, IL',
    deliveryLocation: 'Dallas, TX',
    freightType: 'ftl',
    requestedDate: '2026-12-01',
    reference: `Q-B${String(index).padStart(6, '0')}`,
    status: pick(['pending', 'contacted', 'quoted', 'closed', 'accepted', 'declined'], index),
    createdAt: dayOf(index, count),
  }),
  driver_applications: (index, count) => ({
    firstName: 'Dana',
    lastName: `Lister ${(index * 7919) % count}`,
    email: `driver.${index}@bench.test`,
    phone: '312-555-0100',
    cdlNumber: `D${String(index).padStart(7, '0')}`,
    cdlClass: 'A',
    yearsExperience: index % 30,
    hasDui: 'no',
    hasAccidents: 'no',
    isAvailableImmediately: true,
    status: pick(['pending', 'reviewed', 'approved', 'hired', 'rejected'], index),
    submittedAt: dayOf(index, count),
  }),
  shipments: (index, count) => ({
    shipmentNumber: `FC-B${String(index).padStart(7, '0')}`,
    customerEmail: `shipper.${(index * 7919) % count}@bench.test`,
    status: pick(['pending', 'picked_up', 'in_transit', 'delivered', 'cancelled'], index),
    pickupAddress: 'Chicago, IL',
    deliveryAddress: 'Dallas, TX',
    driverName: `Sam Lister ${index % 40}`,
    driverPhone: '312-555-0100',
    truckNumber: `T-${index % 60}`,
    estimatedPickupDate: dayOf(index, count),
    estimatedDeliveryDate: new Date(dayOf(index, count).getTime() + 2 * DAY_MS),
    totalRate: 1500 + (index % 20) * 100,
    documents: [],
    createdAt: dayOf(index, count),
  }),
  invoices: (index, count, stored) => {
    const status = pick(['pending', 'paid', 'pending', 'cancelled'], index);
    return {
      shipmentId: stored.shipments[(index * 7919) % count]._id,
      invoiceNumber: `INV-B${String(index).padStart(9, '0')}`,
      amount: 500 + (index % 40) * 75,
      status,
      dueDate: new Date(dayOf(index, count).getTime() + 30 * DAY_MS),
      sentAt: dayOf(index, count),
      ...(status === 'paid' ? { paidAt: new Date(dayOf(index, count).getTime() + DAY_MS) } : {}),
      createdAt: dayOf(index, count),
    };
  },
  // Only sent and failed messages: nothing the worker of the site measured would send.
  mail_outbox: (index, count) => {
    const createdAt = dayOf(index, count);
    const failed = index % 5 === 4;
    return {
      messageId: `<bench-${index}@bench.test>`,
      to: [`recipient.${(index * 7919) % count}@bench.test`],
      subject: `Bench notice ${index % 500}`,
      text: `Message ${index} of the benchmark's outbox.`,
      attachments: [],
      secrets: [],
      state: failed ? 'failed' : 'sent',
      attempts: failed ? 10 : 1,
      nextAttemptAt: createdAt,
      ...(failed
        ? { failedAt: createdAt, lastError: '550 No such mailbox' }
        : { sentAt: new Date(createdAt.getTime() + 1000) }),
      createdAt,
    };
  },
  review_requests: (index, count) => ({
    brokerName: `Bea Lister ${(index * 7919) % count}`,
    brokerEmail: `broker.${index}@bench.test`,
    companyName: `Broker Co ${index % 300}`,
    requestToken: `bench-${index}`,
    status: pick(['sent', 'completed', 'expired'], index),
    sentAt: dayOf(index, count),
    expiresAt: new Date(dayOf(index, count).getTime() + 30 * DAY_MS),
  }),
};

/** Stores `count` records of each admin list straight into the database, over 100 days. */
export async function storeListRecords({ mongoUri, database }, count = LIST_RECORDS_STORED) {
  const client = await MongoClient.connect(mongoUri);
  try {
    const stored = {};
    for (const [collection, record] of Object.entries(RECORDS)) {
      const docs = Array.from({ length: count }, (_, index) => ({
        _id: new ObjectId(),
        ...record(index, count, stored),
        updatedAt: new Date(),
      }));
      await client.db(database).collection(collection).insertMany(docs);
      stored[collection] = docs;
    }
  } finally {
    await client.close();
  }
}

/** Each list's pages besides the first (with its count): a filtered sort, a date range, a search. */
const LISTS = {
  quotes: {
    path: '/api/admin/quotes',
    queries: {
      'status + sort by company': 'status=quoted&sort=companyName&dir=asc',
      'received dates + sort by reference desc':
        'from=2026-09-01&to=2026-09-30&sort=reference&dir=desc',
      'search "Shipper 42"': 'q=Shipper%2042',
    },
  },
  'driver applications': {
    path: '/api/admin/applications/drivers',
    queries: {
      'status + sort by name': 'status=hired&sort=lastName&dir=asc',
      'submitted dates + sort by years desc':
        'from=2026-09-01&to=2026-09-30&sort=yearsExperience&dir=desc',
      'search "Lister 42"': 'q=Lister%2042',
    },
  },
  shipments: {
    path: '/api/admin/shipments',
    queries: {
      'status + sort by number': 'status=in_transit&sort=shipmentNumber&dir=asc',
      'created dates + sort by delivery':
        'from=2026-09-01&to=2026-09-30&sort=estimatedDeliveryDate&dir=asc',
      'search "shipper.42"': 'q=shipper.42',
    },
  },
  invoices: {
    path: '/api/admin/invoices',
    queries: {
      'status + sort by amount': 'status=paid&sort=amount&dir=desc',
      'issued dates + sort by due date': 'from=2026-09-01&to=2026-09-30&sort=dueDate&dir=asc',
      'search "INV-B00000004"': 'q=INV-B00000004',
    },
  },
  'review requests': {
    path: '/api/admin/review-requests',
    queries: {
      'status + sort by broker': 'status=completed&sort=brokerName&dir=asc',
      'sent dates + sort by company desc':
        'from=2026-09-01&to=2026-09-30&sort=companyName&dir=desc',
      'search "Broker Co 42"': 'q=Broker%20Co%2042',
    },
  },
  'sent mail': {
    path: '/api/admin/sent-mail',
    queries: {
      'state + sort by subject': 'status=failed&sort=subject&dir=asc',
      'queued dates + sort by sent': 'from=2026-09-01&to=2026-09-30&sort=sentAt&dir=desc',
      'search "recipient.42"': 'q=recipient.42',
    },
  },
};

async function timed(apiUrl, pathname, cookie) {
  const started = performance.now();
  const response = await call(apiUrl, pathname, { cookie });
  const body = await response.json();
  return { ms: performance.now() - started, body };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const worst = (values) => Math.max(...values);

/**
 * Median and worst time of `RUNS` reads of each page of the list at `listPath` (after one warm-up
 * read each): the first page, each of `queries` (name → query string), and page 42 read through
 * its cursor.
 */
export async function timeListPages(apiUrl, cookie, listPath, queries) {
  const first = await timed(apiUrl, listPath, cookie);
  let deep = first.body;
  for (let page = 0; page < 40 && deep.nextCursor; page += 1) {
    deep = (await timed(apiUrl, `${listPath}?cursor=${deep.nextCursor}`, cookie)).body;
  }
  const pages = {
    'first page (default sort, count)': listPath,
    ...Object.fromEntries(
      Object.entries(queries).map(([name, query]) => [name, `${listPath}?${query}`]),
    ),
    'page 42 (cursor)': `${listPath}?cursor=${deep.nextCursor}`,
  };
  const results = [];
  for (const [name, pathname] of Object.entries(pages)) {
    await timed(apiUrl, pathname, cookie);
    const times = [];
    let body;
    for (let run = 0; run < RUNS; run += 1) {
      const read = await timed(apiUrl, pathname, cookie);
      times.push(read.ms);
      body = read.body;
    }
    results.push({
      name,
      medianMs: median(times),
      worstMs: worst(times),
      rows: body.items.length,
      total: body.total,
    });
  }
  return results;
}

/** Each admin list's pages, named by list. */
export async function adminLists(apiUrl, adminCookie) {
  const results = [];
  for (const [list, { path: listPath, queries }] of Object.entries(LISTS)) {
    for (const row of await timeListPages(apiUrl, adminCookie, listPath, queries)) {
      results.push({ ...row, name: `${list}: ${row.name}` });
    }
  }
  return results;
}

export function printListTimes(title, results) {
  console.log(`\n${title} (${RUNS} reads each)`);
  for (const row of results) {
    console.log(
      `  ${row.name.padEnd(60)} median ${row.medianMs.toFixed(1).padStart(7)} ms  worst ${row.worstMs
        .toFixed(1)
        .padStart(7)} ms  ${row.rows} of ${row.total}`,
    );
  }
}

export const printAdminLists = (results) =>
  printListTimes(`admin lists, ${LIST_RECORDS_STORED} records of each stored`, results);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await withStandaloneApi('bench_lists', async ({ apiUrl, mongo }) => {
    await storeListRecords(mongo);
    const admin = cookieOf(await call(apiUrl, '/api/admin/login', { method: 'POST', body: ADMIN }));
    printAdminLists(await adminLists(apiUrl, admin));
  });
}
