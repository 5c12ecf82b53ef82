// The signed-in sessions and the review link the benchmarks need, made through the public API
// the way a visitor makes them: admin sign-in with the known dev credentials, a client who
// registers and opens the mailed confirmation link, a carrier who registers.
import { call, cookieOf } from './site-api.mjs';

const ADMIN = {
  username: process.env.BENCH_ADMIN_USERNAME ?? 'admin',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'freight-admin-dev',
};
const run = Date.now().toString(36);

async function signInAdmin(apiUrl, admin) {
  return cookieOf(await call(apiUrl, '/api/admin/login', { method: 'POST', body: admin }));
}

async function reviewToken(apiUrl, adminCookie, mailbox) {
  const brokerEmail = `broker.${run}@bench.test`;
  await call(apiUrl, '/api/admin/review-requests', {
    method: 'POST',
    cookie: adminCookie,
    body: { brokerName: 'Bench Broker', brokerEmail, companyName: 'Bench Logistics' },
  });
  return mailbox.linkToken(brokerEmail, /\/review\/([\w-]+)/);
}

async function confirmedClient(apiUrl, mailbox) {
  const email = `client.${run}@bench.test`;
  const registered = await call(apiUrl, '/api/client-portal/register', {
    method: 'POST',
    body: {
      email,
      password: 'a long bench client password',
      companyName: 'Bench Shipper',
      contactName: 'Casey Bench',
    },
  });
  const cookie = cookieOf(registered);
  const token = await mailbox.linkToken(email, /verify=([^\s&]+)/);
  // Opened in the browser that registered, as a client does: that session proves the intent.
  await call(apiUrl, '/api/client-portal/verify-email', {
    method: 'POST',
    body: { token },
    cookie,
  });
  return cookie;
}

async function registeredCarrier(apiUrl) {
  const password = 'a long bench carrier password';
  const body = {
    email: `carrier.${run}@bench.test`,
    password,
    confirmPassword: password,
    companyName: 'Bench Carrier',
    contactName: 'Robin Bench',
  };
  await call(apiUrl, '/api/fleetfolio/register', { method: 'POST', body });
  const login = await call(apiUrl, '/api/fleetfolio/login', {
    method: 'POST',
    body: { email: body.email, password },
  });
  return cookieOf(login);
}

/**
 * @param {string} apiUrl where /api answers (the API itself, or the shell that proxies it)
 * @param {import('./site-api.mjs').Mailbox} mailbox where the review and confirmation links arrive
 * @param {{ username: string, password: string }} [adminAccount] the admin account (else the dev one)
 * @returns {Promise<{ admin: string, client: string, carrier: string, reviewToken: string }>}
 *   Cookie header values per kind of account, and a fresh review link's token
 */
export async function createSessions(apiUrl, mailbox, adminAccount = ADMIN) {
  const admin = await signInAdmin(apiUrl, adminAccount);
  const [token, client, carrier] = await Promise.all([
    reviewToken(apiUrl, admin, mailbox),
    confirmedClient(apiUrl, mailbox),
    registeredCarrier(apiUrl),
  ]);
  return { admin, client, carrier, reviewToken: token };
}
