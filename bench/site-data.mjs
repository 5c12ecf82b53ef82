// Records the phone checks need, made through the public API as users make them, with the
// longest unbroken names each field accepts (200 characters, or a field's limit when it is
// lower): two quotes, one priced and one made a shipment with an update, a client who owns
// that shipment, a driver and an owner-operator application, two review requests (one
// answered with a review), and a carrier with a customer, driver, truck, trailer, load, trip,
// invoice, pay items, settlements and a team (a driver and a dispatcher who joined, an
// invitation still open). Also the links a phone opens from its mail: password resets, the
// unsubscribe link, an invitation and a review link.
import { call, cookieOf } from './site-api.mjs';

const run = Date.now().toString(36);

/** An unbroken name of `length` characters: nothing to wrap at. */
export const unbrokenName = (length) =>
  'Lakeshoretransportationandlogisticsholdings'.repeat(10).slice(0, length);

/** The longest unbroken text the records below take in a text field. */
const LONG = 200;

/**
 * An email address of 197 characters with nothing to wrap at (a dot breaks no line): the
 * longest local part (64) and two domain labels of the longest length (63), unique per run.
 */
const unbrokenEmail = (tag) => {
  const label = unbrokenName(63).toLowerCase();
  return `${`${tag}${run}`.padEnd(64, 'x')}@${label}.${label}.test`;
};

/** An unbroken run of `length` digits (phone fields take digits). */
const digits = (length) => '3125550199'.repeat(20).slice(0, length);

/** This year's day `month`-`day`: pay items and settlements the reports of this year show. */
const thisYear = (month, day) =>
  `${new Date().getUTCFullYear()}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

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
        driverName: unbrokenName(LONG),
        driverPhone: '312-555-0100',
        truckNumber: unbrokenName(LONG),
        trailerNumber: unbrokenName(LONG),
        estimatedPickupDate: '2026-12-01',
        estimatedDeliveryDate: '2026-12-03',
        totalRate: 2450.5,
        notes: unbrokenName(200),
      },
    }),
  );
  // An update mails the client, with the unsubscribe link the phone check opens.
  await call(apiUrl, `/api/admin/shipments/${shipment.id}/updates`, {
    method: 'POST',
    cookie: adminCookie,
    body: { status: 'in_transit', location: unbrokenName(LONG), notes: unbrokenName(LONG) },
  });
  // The other quote gets a price with a long-named accessorial (the admin's Change Price).
  const other = quotes.find((item) => item.companyName === companyName && item.id !== quote.id);
  if (other) {
    const accessorials = [{ name: unbrokenName(100), amount: 75 }];
    await call(apiUrl, `/api/admin/quotes/${other.id}/price`, {
      method: 'POST',
      cookie: adminCookie,
      body: {
        lineHaul: 2100,
        fuelSurcharge: 275.5,
        accessorials,
        total: 2450.5,
        validUntil: thisYear(12, 31),
        notes: unbrokenName(LONG),
      },
    });
  }
  return shipment.shipmentNumber;
}

/** A carrier named with 120 unbroken characters, and one of each record its tabs list. */
async function longNamedCarrier(apiUrl, mailbox) {
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
  await post('/customers', {
    customerName: unbrokenName(120),
    customerType: 'shipper',
    contactName: unbrokenName(120),
    email: unbrokenEmail('customer'),
    phone: digits(30),
    address: unbrokenName(LONG),
    city: unbrokenName(80),
    state: 'IL',
    zipCode: digits(10),
    notes: unbrokenName(LONG),
  });
  const driver = await post('/drivers', {
    name: unbrokenName(120),
    license: unbrokenName(40),
    phone: '312-555-0101',
    email: `driver.${run}@bench.test`,
    payRate: 0.6,
  });
  const truck = await post('/trucks', {
    unit: unbrokenName(40),
    year: 2021,
    make: 'freightliner',
    model: unbrokenName(60),
  });
  await post('/trailers', {
    unit: unbrokenName(40),
    year: 2020,
    make: 'utility',
    model: 'dry-van',
  });
  const load = await post('/loads', {
    loadNumber: unbrokenName(40),
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
  await longNamedPay(post, driver.id);
  const team = await longNamedTeam(apiUrl, post, driver.id, mailbox);
  return { cookie, email, ...team };
}

/**
 * The driver's pay: an advance and a deduction with the longest notes, an approved settlement
 * that took the first (the financial report shows it) and a draft one of the second.
 */
async function longNamedPay(post, driverId) {
  const periods = [
    ['advance', thisYear(1, 5), thisYear(1, 18)],
    ['fuel_card', thisYear(2, 1), thisYear(2, 14)],
  ];
  const settlements = [];
  for (const [category, periodStart, periodEnd] of periods) {
    await post('/pay-items', {
      driverId,
      category,
      amount: 125.5,
      itemDate: periodStart,
      note: unbrokenName(LONG),
    });
    settlements.push(await post('/settlements', { driverId, periodStart, periodEnd }));
  }
  await post(`/settlements/${settlements[0].id}/approve`, {});
}

/**
 * The team: the long-named driver joins as a driver member, another as a dispatcher (each
 * with the longest name and address), and a third invitation stays open for its link.
 * @returns {Promise<{ driver: string, inviteToken: string }>} the driver member's Cookie
 *   header and the open invitation's token
 */
async function longNamedTeam(apiUrl, post, driverId, mailbox) {
  const password = 'a long bench member password';
  const invite = async (tag, role, driver = null) => {
    const email = unbrokenEmail(tag);
    await post('/team/invites', { email, role, driverId: driver });
    return mailbox.linkToken(email, /\/fleetfolio\/invite\/([\w-]+)/);
  };
  const join = async (token) =>
    cookieOf(
      await call(apiUrl, '/api/fleetfolio/team/invitations/accept', {
        method: 'POST',
        body: { token, name: unbrokenName(120), password, confirmPassword: password },
      }),
    );
  const [driverToken, dispatcherToken, inviteToken] = await Promise.all([
    invite('member.driver', 'driver', driverId),
    invite('member.dispatcher', 'dispatcher'),
    invite('member.invited', 'dispatcher'),
  ]);
  const [driver] = await Promise.all([join(driverToken), join(dispatcherToken)]);
  return { driver, inviteToken };
}

/** A driver's and an owner-operator's application, every text field at its longest. */
async function longNamedApplications(apiUrl) {
  const person = {
    firstName: unbrokenName(100),
    lastName: unbrokenName(100),
    phone: digits(30),
    address: unbrokenName(LONG),
    cdlNumber: unbrokenName(30),
    cdlClass: 'A',
    yearsExperience: '12',
    previousEmployer: unbrokenName(LONG),
    hasDui: 'no',
    hasAccidents: 'yes',
    accidentDetails: unbrokenName(LONG),
    isAvailableImmediately: 'true',
  };
  const send = (kind, fields) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return call(apiUrl, `/api/applications/${kind}`, {
      method: 'POST',
      body: form,
      forwardedFor: `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
    });
  };
  await send('driver', { ...person, email: unbrokenEmail('driver.applicant') });
  await send('owner-operator', {
    ...person,
    email: unbrokenEmail('operator.applicant'),
    truckYear: String(new Date().getUTCFullYear() - 2),
    truckMake: 'Kenworth',
    truckModel: unbrokenName(100),
    truckVin: '1XKYDP9X5NJ123456',
    maintenanceChoice: 'escrow',
    previousCarrier: unbrokenName(LONG),
  });
}

/**
 * Two review requests with the longest broker details: one answered with the longest review
 * (Review Management lists both and the review), one left open.
 * @returns {Promise<string>} the open request's review link token
 */
async function longNamedReviews(apiUrl, adminCookie, mailbox) {
  const request = async (tag) => {
    const brokerEmail = unbrokenEmail(tag);
    await call(apiUrl, '/api/admin/review-requests', {
      method: 'POST',
      cookie: adminCookie,
      body: {
        brokerName: unbrokenName(LONG),
        brokerEmail,
        brokerPhone: digits(40),
        companyName: unbrokenName(LONG),
        projectDescription: unbrokenName(LONG),
      },
    });
    return mailbox.linkToken(brokerEmail, /\/review\/([\w-]+)/);
  };
  const [answered, open] = await Promise.all([request('broker.answered'), request('broker.open')]);
  await call(apiUrl, `/api/review/${answered}`, {
    method: 'POST',
    body: {
      reviewerName: unbrokenName(LONG),
      reviewerEmail: unbrokenEmail('reviewer'),
      reviewerCompany: unbrokenName(LONG),
      serviceType: 'Other',
      reviewText: unbrokenName(LONG),
      rating: 5,
    },
  });
  return open;
}

/** The token of the password reset link mailed to `email` (`area`: client-portal or fleetfolio). */
async function resetToken(apiUrl, area, email, mailbox) {
  await call(apiUrl, `/api/${area}/password-reset/request`, { method: 'POST', body: { email } });
  return mailbox.linkToken(email, /reset-password\?token=([^\s&]+)/);
}

/**
 * @typedef {object} LongNamedRecords
 * @property {string} client Cookie header of the long-named client
 * @property {string} carrier Cookie header of the long-named carrier (its owner)
 * @property {string} driver Cookie header of the carrier's driver member, who has a trip
 * @property {string} shipmentNumber the long-named quote's shipment
 * @property {string} longReviewToken an open review link of a long-named request
 * @property {string} inviteToken an open invitation to the carrier's team
 * @property {string} carrierResetToken a password reset link of the carrier
 * @property {string} clientResetToken a password reset link of the client
 * @property {string} unsubscribeToken the client's unsubscribe link (a shipment update mail)
 */

/**
 * @param {string} apiUrl
 * @param {{ admin: string }} sessions the admin's Cookie header (sessions.mjs)
 * @param {import('./site-api.mjs').Mailbox} mailbox where the mailed links arrive
 * @returns {Promise<LongNamedRecords>}
 */
export async function createLongNamedRecords(apiUrl, sessions, mailbox) {
  const client = await longNamedClient(apiUrl, mailbox);
  // Before the quotes: their confirmations count toward the 3 mails an address gets an hour.
  const clientResetToken = await resetToken(apiUrl, 'client-portal', client.email, mailbox);
  const [shipmentNumber, carrier, longReviewToken] = await Promise.all([
    longNamedShipment(apiUrl, sessions.admin, client.email),
    longNamedCarrier(apiUrl, mailbox),
    longNamedReviews(apiUrl, sessions.admin, mailbox),
    longNamedApplications(apiUrl),
  ]);
  const [unsubscribeToken, carrierResetToken] = await Promise.all([
    mailbox.linkToken(client.email, /unsubscribe\?token=([^\s&]+)/),
    resetToken(apiUrl, 'fleetfolio', carrier.email, mailbox),
  ]);
  return {
    client: client.cookie,
    carrier: carrier.cookie,
    driver: carrier.driver,
    shipmentNumber,
    longReviewToken,
    inviteToken: carrier.inviteToken,
    carrierResetToken,
    clientResetToken,
    unsubscribeToken,
  };
}
