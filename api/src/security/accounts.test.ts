import type supertest from 'supertest';
import { loadConfig } from '../config';
import { AdminModel, ClientPortalUserModel, TmsUserModel } from '../db/models';
import { SessionModel } from '../db/models/sessions';
import { ensureDefaultAdmin } from '../modules/admin-auth';
import { registration } from '../modules/fleetfolio/testing';
import { useTestDatabase } from '../test';
import { Tally, report } from './support';

const PRODUCTION = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  MONGODB_URI: 'mongodb://127.0.0.1:27017',
  SESSION_KEYS: 'k'.repeat(40),
  PUBLIC_ORIGIN: 'https://www.example.com',
  ADMIN_PASSWORD: 'a-long-production-secret',
  // Production requires a mail server; nothing here is sent (the outbox keeps it).
  SMTP_URL: 'smtp://127.0.0.1:9',
};
const t = useTestDatabase({ env: PRODUCTION });
const tally = new Tally();
type Kind = 'admin' | 'client' | 'carrier';
const KINDS: Kind[] = ['admin', 'client', 'carrier'];

/** Where each kind signs in and which private route proves a session works. */
const SIGN_IN: Record<Kind, { login: string; logout: string; probe: string; field: string }> = {
  admin: {
    login: '/api/admin/login',
    logout: '/api/admin/logout',
    probe: '/api/admin/summary',
    field: 'username',
  },
  client: {
    login: '/api/client-portal/login',
    logout: '/api/client-portal/logout',
    probe: '/api/client-portal/me',
    field: 'email',
  },
  carrier: {
    login: '/api/fleetfolio/login',
    logout: '/api/fleetfolio/logout',
    probe: '/api/fleetfolio/dashboard/stats',
    field: 'email',
  },
};
const LONG_PASSWORD = 'Tr0ub4dor&3-correct-horse-battery-staple-64-characters-long-pass'.slice(
  0,
  64,
);
const accounts: Record<Kind, { account: string; password: string }> = {
  admin: { account: 'warden', password: LONG_PASSWORD },
  client: { account: 'long@shipper.example', password: LONG_PASSWORD },
  carrier: { account: '', password: LONG_PASSWORD },
};

function registerClient(email: string, password: string) {
  return t
    .request()
    .post('/api/client-portal/register')
    .send({ email, password, companyName: 'Long Co', contactName: 'Pat' });
}

async function registerCarrier(password: string) {
  const body = registration({ password, confirmPassword: password });
  const response = await t.request().post('/api/fleetfolio/register').send(body);
  return { response, email: body.email };
}

beforeAll(async () => {
  expect(LONG_PASSWORD).toHaveLength(64);
  await ensureDefaultAdmin({
    adminUsername: 'warden',
    adminPassword: LONG_PASSWORD,
    adminEmail: 'warden@example.com',
  });
  await registerClient(accounts.client.account, LONG_PASSWORD).expect(201);
  const carrier = await registerCarrier(LONG_PASSWORD);
  expect(carrier.response.status).toBe(201);
  accounts.carrier.account = carrier.email;
}, 60_000);

afterAll(() => report('accounts: answers of this file', tally.summary(), ...tally.leaks));

const setCookies = (response: supertest.Response) =>
  (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const cookieHeader = (response: supertest.Response) =>
  setCookies(response)
    .filter((c) => !/expires=Thu, 01 Jan 1970/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');

async function signIn(kind: Kind, cookie?: string, password = accounts[kind].password) {
  const request = t
    .request()
    .post(SIGN_IN[kind].login)
    .send({ [SIGN_IN[kind].field]: accounts[kind].account, password });
  return tally.add(await (cookie ? request.set('Cookie', cookie) : request), SIGN_IN[kind].login);
}

async function probe(kind: Kind, cookie: string) {
  return tally.add(
    await t.request().get(SIGN_IN[kind].probe).set('Cookie', cookie),
    SIGN_IN[kind].probe,
  );
}

const sidOf = (cookie: string, kind: Kind) =>
  new RegExp(`__Host-${kind}_sid=([^;]+)`).exec(cookie)?.[1] ?? '';

describe.each(KINDS)('%s session cookie', (kind) => {
  it('is HttpOnly, SameSite=Strict, Secure, __Host- prefixed, Path=/ and without Domain', async () => {
    const response = await signIn(kind);
    expect(response.status).toBe(200);
    const cookies = setCookies(response).filter((c) => c.startsWith(`__Host-${kind}_sid`));
    expect(cookies).toHaveLength(2); // the id and its signature
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; path=\/(;|$)/);
      expect(cookie).toMatch(/; secure/);
      expect(cookie).toMatch(/; httponly/);
      expect(cookie).toMatch(/; samesite=strict/);
      expect(cookie).not.toMatch(/domain=/i);
    }
  });

  it('carries a new id of at least 128 random bits at each sign-in; the old one is refused', async () => {
    const first = cookieHeader(await signIn(kind));
    expect((await probe(kind, first)).status).toBe(200);
    const second = cookieHeader(await signIn(kind, first));
    const [a, b] = [sidOf(first, kind), sidOf(second, kind)];
    expect(a).not.toBe(b);
    for (const sid of [a, b]) {
      expect(Buffer.from(sid, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(await SessionModel.countDocuments({ sid })).toBeLessThanOrEqual(1);
    }
    expect((await probe(kind, first)).status).toBe(401);
    expect((await probe(kind, second)).status).toBe(200);
    const out = tally.add(
      await t.request().post(SIGN_IN[kind].logout).set('Cookie', second).send({}),
      'logout',
    );
    expect(out.status).toBe(200);
    expect(await SessionModel.countDocuments({ sid: b })).toBe(0);
    expect((await probe(kind, second)).status).toBe(401);
    report(
      `${kind} session ids`,
      `${a.length} base64url chars = ${Buffer.from(a, 'base64url').length * 8} bits; old id after re-sign-in: 401; after logout: 401`,
    );
  });

  it('ends after the idle time and after the absolute lifetime', async () => {
    const idle = cookieHeader(await signIn(kind));
    await SessionModel.updateOne(
      { sid: sidOf(idle, kind) },
      { $set: { expire: new Date(Date.now() - 1000) } },
    );
    expect((await probe(kind, idle)).status).toBe(401);
    const old = cookieHeader(await signIn(kind));
    const thirteenHoursAgo = Date.now() - 13 * 3_600_000;
    await SessionModel.updateOne(
      { sid: sidOf(old, kind) },
      { $set: { 'sess.signedInAt': thirteenHoursAgo } },
    );
    expect((await probe(kind, old)).status).toBe(401);
  });
});

it('gives distinct ids over 30 sign-ins', async () => {
  const ids = new Set<string>();
  for (let i = 0; i < 10; i += 1) {
    for (const kind of KINDS) ids.add(sidOf(cookieHeader(await signIn(kind)), kind));
  }
  expect(ids.size).toBe(30);
});

describe('passwords', () => {
  it('are stored as argon2id at OWASP parameters for every kind of account', async () => {
    const hashes = [
      (await AdminModel.findOne({ username: 'warden' }).lean())?.passwordHash,
      (await ClientPortalUserModel.findOne({ email: accounts.client.account }).lean())
        ?.passwordHash,
      (await TmsUserModel.findOne({ email: accounts.carrier.account }).lean())?.passwordHash,
    ];
    for (const hash of hashes) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    report('password hashes', ...hashes.map((h) => String(h).split('$').slice(0, 4).join('$')));
  });

  it('refuses too-short passwords for every kind of account', async () => {
    const client = await registerClient('short@shipper.example', 'short');
    expect(client.status).toBe(400);
    const carrier = await registerCarrier('short');
    expect(carrier.response.status).toBe(400);
    expect(await ClientPortalUserModel.countDocuments({ email: 'short@shipper.example' })).toBe(0);
    expect(await TmsUserModel.countDocuments({ email: carrier.email })).toBe(0);
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: 'eleven-char' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });
});

describe.each(KINDS)('%s sign-in under brute force', (kind) => {
  it('refuses the 11th failure with 429 and Retry-After, then the right password too; unknown and wrong look alike', async () => {
    const statuses: number[] = [];
    let wrongBody = '';
    for (let i = 0; i < 10; i += 1) {
      const response = await signIn(kind, undefined, `wrong-password-${i}`);
      statuses.push(response.status);
      wrongBody = response.text;
    }
    const eleventh = await signIn(kind, undefined, 'wrong-password-10');
    const right = await signIn(kind);
    expect(statuses).toEqual(Array(10).fill(401));
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.status).toBe(429);
    expect(setCookies(right).filter((c) => c.includes('_sid='))).toEqual([]);

    const unknown = tally.add(
      await t
        .request()
        .post(SIGN_IN[kind].login)
        .send({
          [SIGN_IN[kind].field]: `nobody-${kind}@nowhere.example`,
          password: 'whatever-it-is',
        }),
      'unknown',
    );
    expect(unknown.status).toBe(401);
    expect(unknown.text).toBe(wrongBody);
    report(
      `${kind} brute force`,
      `failures 1-10: ${statuses.join(',')}; 11th: ${eleventh.status} Retry-After ${eleventh.headers['retry-after']} s; right password during lockout: ${right.status}`,
      `unknown account: ${unknown.status} ${unknown.text} = wrong password: 401 ${wrongBody}`,
    );
  }, 30_000);
});
