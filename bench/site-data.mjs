// Records the phone checks need, made through the public API as users make them, with the
// longest unbroken names each field accepts (a visitor's 200-character company name, a
// carrier's 120-character customer): two quotes, one made a shipment, a client who owns
// that shipment, and a carrier with a customer, driver, truck, trailer, load, trip and invoice.
import { call, cookieOf } from './site-api.mjs';

const run = Date.now().toString(36);

/** An unbroken name of `length` characters: nothing to wrap at. */
export const unbrokenName = (length) =>
  'Lakeshoretransportationandlogisticsholdings'.repeat(10).slice(0, length);

const json = async (response) => (response.status === 204 ? null : response.json());

/** A confirmed client whose company name is 200 unbroken characters. */
async function longNamedClient(apiUrl, mailbox) {
  const email = `long.client.${run}@bench.test`;
  const registered = await call(apiUrl, '/api/client-portal/register', {
    method: 'POST',
    body: {
      email,
      password: 'a long bench client password',
      companyName: unbrokenName(200),
      contactName: unbrokenName(100),
    },
  });
  const cookie = cookieOf(registered);
  const token = await mailbox.linkToken(email, /verify=([^\s&]+)/);
  await call(apiUrl, '/api/client-portal/verify-email', {
    method: 'POST',
    body: { token },
    cookie,
  });
  return { email, cookie };
}

/** Sends the landing page's quote with a 200-character company name. */
async function longNamedQuote(apiUrl, companyName, email) {
  await call(apiUrl, '/api/quotes', {
    method: 'POST',
    forwardedFor: `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
    body: {
      companyName,
      contactName: unbrokenName(100),
      email,
      phone: '312-555-0199',
      pickupLocation: `${unbrokenName(60)}, Chicago, IL`,
      deliveryLocation: 'Dallas, TX',
      freightType: 'ftl',
      requestedDate: '2026-12-01',
      additionalInfo: unbrokenName(300),
    },
  });
}

/**
 * Two quotes with a 200-character company name: the admin makes a shipment of one, the other
 * keeps its Create Shipment dialog (a quote makes one shipment).
 */
async function longNamedShipment(apiUrl, adminCookie, email) {
  const companyName = unbrokenName(200);
  await longNamedQuote(apiUrl, companyName, email);
  await longNamedQuote(apiUrl, companyName, email);
  const list = await json(
    await call(apiUrl, `/api/admin/quotes?q=${companyName.slice(0, 40)}`, {
      cookie: adminCookie,
    }),
  );
  const quotes = list.items;
  const quote = quotes.find((item) => item.companyName === companyName);
  if (!quote) throw new Error('the long-named quote is not in the admin list');
  const shipment = await json(
    await call(apiUrl, '/api/admin/shipments', {
      method: 'POST',
      cookie: adminCookie,
      body: {
        quoteRequestId: quote.id,
        pickupAddress: quote.pickupLocation,
        deliveryAddress: quote.deliveryLocation,
        driverName: 'Sam Driver',
        driverPhone: '312-555-0100',
        truckNumber: 'T-42',
        trailerNumber: 'TR-7',
        estimatedPickupDate: '2026-12-01',
        estimatedDeliveryDate: '2026-12-03',
        totalRate: 2450.5,
        notes: unbrokenName(200),
      },
    }),
  );
  return shipment.shipmentNumber;
}

/** A carrier named with 120 unbroken characters, and one of each record its tabs list. */
async function longNamedCarrier(apiUrl) {
  const password = 'a long bench carrier password';
  const email = `long.carrier.${run}@bench.test`;
  await call(apiUrl, '/api/fleetfolio/register', {
    method: 'POST',
    body: {
      email,
      password,
      confirmPassword: password,
      companyName: unbrokenName(120),
      contactName: unbrokenName(120),
    },
  });
  const cookie = cookieOf(
    await call(apiUrl, '/api/fleetfolio/login', { method: 'POST', body: { email, password } }),
  );
  const post = async (path, body) =>
    json(await call(apiUrl, `/api/fleetfolio${path}`, { method: 'POST', cookie, body }));
  await post('/customers', { customerName: unbrokenName(120), customerType: 'shipper' });
  const driver = await post('/drivers', {
    name: unbrokenName(120),
    license: 'IL-D1234567',
    phone: '312-555-0101',
    email: `driver.${run}@bench.test`,
    payRate: 0.6,
  });
  const truck = await post('/trucks', {
    unit: 'T-9101',
    year: 2021,
    make: 'freightliner',
    model: 'Cascadia',
  });
  await post('/trailers', { unit: 'TR-9201', year: 2020, make: 'utility', model: 'dry-van' });
  const load = await post('/loads', {
    loadNumber: 'LD-9001',
    customer: unbrokenName(120),
    pickupLocation: 'Chicago, IL',
    deliveryLocation: 'Dallas, TX',
    pickupDate: '2026-12-01',
    deliveryDate: '2026-12-03',
    rate: 2875,
  });
  const trip = await post('/trips', {
    tripName: unbrokenName(40),
    driverId: driver.id,
    truckId: truck.id,
    loadIds: [load.id],
  });
  await post(`/trips/${trip.id}/dispatch`);
  await post('/invoices', { invoiceNumber: unbrokenName(40), loadId: load.id, amount: 2875 });
  return cookie;
}

/**
 * @param {string} apiUrl
 * @param {{ admin: string }} sessions the admin's Cookie header (sessions.mjs)
 * @param {import('./site-api.mjs').Mailbox} mailbox where the client's confirmation link arrives
 * @returns {Promise<{ client: string, carrier: string, shipmentNumber: string }>} Cookie
 *   headers of the long-named client and carrier, and the long-named quote's shipment
 */
export async function createLongNamedRecords(apiUrl, sessions, mailbox) {
  const client = await longNamedClient(apiUrl, mailbox);
  const [shipmentNumber, carrier] = await Promise.all([
    longNamedShipment(apiUrl, sessions.admin, client.email),
    longNamedCarrier(apiUrl),
  ]);
  return { client: client.cookie, carrier, shipmentNumber };
}
