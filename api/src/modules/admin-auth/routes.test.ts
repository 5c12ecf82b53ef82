import { AdminModel } from '../../db/models/admins';
import { SessionModel } from '../../db/models/sessions';
import { useTestDatabase } from '../../test';
import { ensureDefaultAdmin } from './service';
import { TEST_ADMIN, cookiesOf } from './testing';

const context = useTestDatabase();

const login = (username: string, password: string) =>
  context.request().post('/api/admin/login').send({ username, password });

beforeAll(() =>
  ensureDefaultAdmin({
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    adminEmail: TEST_ADMIN.email,
  }),
);

describe('default admin', () => {
  it('is created once with an argon2id hash and follows a changed ADMIN_PASSWORD', async () => {
    const admin = await AdminModel.findOne({ username: TEST_ADMIN.username }).lean();
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin?.email).toBe(TEST_ADMIN.email);

    await ensureDefaultAdmin({
      adminUsername: TEST_ADMIN.username,
      adminPassword: 'a brand new password',
      adminEmail: TEST_ADMIN.email,
    });
    expect(await AdminModel.countDocuments({ username: TEST_ADMIN.username })).toBe(1);
    await login(TEST_ADMIN.username, TEST_ADMIN.password).expect(401);
    await login(TEST_ADMIN.username, 'a brand new password').expect(200);

    await ensureDefaultAdmin({
      adminUsername: TEST_ADMIN.username,
      adminPassword: TEST_ADMIN.password,
      adminEmail: TEST_ADMIN.email,
    });
  });
});

describe('sign-in and sign-out', () => {
  it('reports no session before sign-in', async () => {
    const response = await context.request().get('/api/admin/auth-status').expect(200);
    expect(response.body).toEqual({ isAuthenticated: false });
  });

  it('signs in, reports the username, regenerates the session id and signs out for good', async () => {
    const first = await login(TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
    const firstCookies = cookiesOf(first);
    expect(firstCookies.some((cookie) => cookie.startsWith('admin_sid='))).toBe(true);

    const status = await context
      .request()
      .get('/api/admin/auth-status')
      .set('Cookie', firstCookies);
    expect(status.body).toEqual({ isAuthenticated: true, username: TEST_ADMIN.username });

    const second = await context
      .request()
      .post('/api/admin/login')
      .set('Cookie', firstCookies)
      .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })
      .expect(200);
    const secondCookies = cookiesOf(second);
    const sid = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith('admin_sid='));
    expect(sid(secondCookies)).toBeDefined();
    expect(sid(secondCookies)).not.toBe(sid(firstCookies));
    const stale = await context.request().get('/api/admin/auth-status').set('Cookie', firstCookies);
    expect(stale.body).toEqual({ isAuthenticated: false });

    const sessionsBefore = await SessionModel.countDocuments();
    await context.request().post('/api/admin/logout').set('Cookie', secondCookies).expect(200);
    expect(await SessionModel.countDocuments()).toBe(sessionsBefore - 1);
    await context.request().get('/api/admin/quotes').set('Cookie', secondCookies).expect(401);
    const after = await context
      .request()
      .get('/api/admin/auth-status')
      .set('Cookie', secondCookies);
    expect(after.body).toEqual({ isAuthenticated: false });
  });

  it('refuses blank fields and unknown keys with 400', async () => {
    await login('   ', 'x').expect(400);
    await login('staff', '').expect(400);
    await context
      .request()
      .post('/api/admin/login')
      .send({ username: 'staff', password: 'x', role: 'root' })
      .expect(400);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await login('nobody-here', 'whatever password');
    const wrong = await login(TEST_ADMIN.username, 'wrong password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
  });

  it('refuses a deactivated admin even with the right password', async () => {
    await ensureDefaultAdmin({
      adminUsername: 'former',
      adminPassword: 'former password',
      adminEmail: 'former@example.com',
    });
    await AdminModel.updateOne({ username: 'former' }, { $set: { isActive: false } });
    await login('former', 'former password').expect(401);
  });

  it('reports a signed-in admin deactivated since as not signed in', async () => {
    await ensureDefaultAdmin({
      adminUsername: 'leaving',
      adminPassword: 'leaving password',
      adminEmail: 'leaving@example.com',
    });
    const cookies = cookiesOf(await login('leaving', 'leaving password').expect(200));
    const status = () => context.request().get('/api/admin/auth-status').set('Cookie', cookies);
    expect((await status()).body).toEqual({ isAuthenticated: true, username: 'leaving' });

    await AdminModel.updateOne({ username: 'leaving' }, { $set: { isActive: false } });
    expect((await status()).body).toEqual({ isAuthenticated: false });
    await context.request().get('/api/admin/quotes').set('Cookie', cookies).expect(401);
  });
});

describe('sign-in lockout', () => {
  it('refuses the 11th failure with 429 and Retry-After, even with the right password', async () => {
    const username = 'lockout-admin';
    await ensureDefaultAdmin({
      adminUsername: username,
      adminPassword: 'the right password',
      adminEmail: 'lock@example.com',
    });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await login(username, `wrong ${attempt}`).expect(401);
    }
    const eleventh = await login(username, 'wrong 11').expect(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    await login(username, 'the right password').expect(429);
    await login(TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  }, 60_000);
});
