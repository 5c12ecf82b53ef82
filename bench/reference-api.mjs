#!/usr/bin/env node
// The yardstick of the capacity benchmark: a minimal Koa + mongoose app running, on the same
// mongod, the same queries as each database-backed endpoint of the API, with nothing else (no
// session, validation, log line or headers). `node reference-api.mjs <mongodb uri> <database>`
// prints `listening <port>`.
import Koa from 'koa';
import mongoose from 'mongoose';

const [uri, dbName] = process.argv.slice(2);
if (!uri || !dbName) throw new Error('usage: node reference-api.mjs <mongodb uri> <database>');
await mongoose.connect(uri, { dbName });

/** @type {Record<string, -1>} */
const NEWEST_FIRST = { createdAt: -1, _id: -1 };
const collection = (name) =>
  mongoose.model(name, new mongoose.Schema({}, { strict: false, collection: name }), name);
const quotes = collection('quote_requests');
const statusChanges = collection('status_changes');
const shipments = collection('shipments');
const shipmentUpdates = collection('shipment_updates');
const plannedLoads = collection('tms_planned_loads');

/** GET /api/admin/quotes: a page of 25 quotes, newest first, the count, and their status histories. */
async function adminQuotes() {
  const [page, total] = await Promise.all([
    quotes.find({}).sort(NEWEST_FIRST).limit(26).lean(),
    quotes.countDocuments({}),
  ]);
  const histories = await statusChanges
    .find({ subjectType: 'quote_request', subjectId: { $in: page.map((quote) => quote._id) } })
    .sort({ changedAt: -1, _id: -1 })
    .lean();
  return { page: page.slice(0, 25), total, histories };
}

/** GET /api/client-portal/shipments: the client's shipments and their updates. */
async function clientShipments(email) {
  const list = await shipments.find({ customerEmail: email }).sort(NEWEST_FIRST).lean();
  const updates = await shipmentUpdates
    .find({ shipmentId: { $in: list.map((shipment) => shipment._id) } })
    .sort({ timestamp: -1, _id: -1 })
    .lean();
  return { list, updates };
}

/** GET /api/fleetfolio/loads/page: the Load Planner's first page (latest pickup first) and count. */
async function carrierLoads(ownerId) {
  const owner = { ownerId: new mongoose.Types.ObjectId(ownerId) };
  const [page, total] = await Promise.all([
    plannedLoads.find(owner).sort({ pickupDate: -1, _id: -1 }).limit(26).lean(),
    plannedLoads.countDocuments(owner),
  ]);
  return { page: page.slice(0, 25), total };
}

async function readBody(ctx) {
  let text = '';
  for await (const chunk of ctx.req) text += chunk;
  return JSON.parse(text);
}

const app = new Koa();
app.use(async (ctx) => {
  const query = ctx.query;
  if (ctx.path === '/admin/quotes') ctx.body = await adminQuotes();
  else if (ctx.path === '/client/shipments') ctx.body = await clientShipments(query.email);
  else if (ctx.path === '/carrier/loads') ctx.body = await carrierLoads(query.owner);
  else if (ctx.path === '/quotes' && ctx.method === 'POST') {
    const created = await quotes.create({ ...(await readBody(ctx)), status: 'pending' });
    ctx.status = 201;
    ctx.body = { id: String(created._id) };
  } else ctx.status = 404;
});
const server = app.listen(0, '127.0.0.1', () =>
  console.log(`listening ${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`),
);
process.on('SIGTERM', () =>
  server.close(() => mongoose.disconnect().finally(() => process.exit(0))),
);
