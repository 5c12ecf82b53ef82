// The signed-in sessions and the review link the benchmarks need, made through the public API
// the way a visitor makes them: admin sign-in with the known dev credentials, a client who
// registers and opens the mailed confirmation link, a carrier who registers.
const ADMIN = {
  username: process.env.BENCH_ADMIN_USERNAME ?? 'admin',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'freight-admin-dev',
};
const run = Date.now().toString(36);

/** The `name=value` pairs of every Set-Cookie of a response, joined for a Cookie header. */
function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** @param {string} apiUrl @param {string} path @param {{ method?: string, body?: unknown, cookie?: string }} [options] */
async function call(apiUrl, path, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(new URL(path, apiUrl), {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signInAdmin(apiUrl, admin) {
  return cookieOf(await call(apiUrl, '/api/admin/login', { method: 'POST', body: admin }));
}

async function reviewToken(apiUrl, adminCookie) {
  const brokerEmail = `broker.${run}@bench.test`;
  await call(apiUrl, '/api/admin/review-requests', {
    method: 'POST',
    cookie: adminCookie,
    body: { brokerName: 'Bench Broker', brokerEmail, companyName: 'Bench Logistics' },
  });
  const link = await mailedLink(apiUrl, adminCookie, brokerEmail, /\/review\/([\w-]+)/);
  return link[1];
}

/** Polls the caught mail (admin's sent-mail view) for a message to `to` matching `pattern`. */
async function mailedLink(apiUrl, adminCookie, to, pattern) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await call(apiUrl, '/api/admin/sent-mail?limit=50', { cookie: adminCookie });
    const { messages } = await response.json();
    const match = messages
      .filter((message) => message.to.includes(to))
      .map((message) => message.text.match(pattern))
      .find(Boolean);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

async function confirmedClient(apiUrl, adminCookie) {
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
  const [, token] = await mailedLink(apiUrl, adminCookie, email, /verify=([^\s&]+)/);
  await call(apiUrl, '/api/client-portal/verify-email', {
    method: 'POST',
    body: { token: decodeURIComponent(token) },
  });
  return cookieOf(registered);
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
 * @param {{ username: string, password: string }} [adminAccount] the admin account (else the dev one)
 * @returns {Promise<{ admin: string, client: string, carrier: string, reviewToken: string }>}
 *   Cookie header values per kind of account, and a fresh review link's token
 */
export async function createSessions(apiUrl, adminAccount = ADMIN) {
  const admin = await signInAdmin(apiUrl, adminAccount);
  const [token, client, carrier] = await Promise.all([
    reviewToken(apiUrl, admin),
    confirmedClient(apiUrl, admin),
    registeredCarrier(apiUrl),
  ]);
  return { admin, client, carrier, reviewToken: token };
}
