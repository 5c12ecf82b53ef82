import Router from '@koa/router';
import { SessionModel } from '../db/models/sessions';
import { anyone } from '../http/routePolicy';
import { useTestDatabase } from '../test';
import { hashPassword, verifyPassword } from './passwords';
import { currentAccountId, requireAdmin, requireClient, signIn, signOut } from './session';
import { MAX_SIGN_IN_FAILURES } from './signInLimiter';

const adminProbe = new Router({ prefix: '/api/admin/__probe' });
adminProbe.post('/sign-in', anyone, async (ctx) => {
  await signIn(ctx, 'admin', (ctx.request.body as { id: string }).id);
  ctx.body = { ok: true };
});
adminProbe.post('/sign-out', anyone, async (ctx) => {
  signOut(ctx, 'admin');
  ctx.body = { ok: true };
});
adminProbe.get('/me', anyone, requireAdmin, async (ctx) => {
  ctx.body = { adminId: ctx.state.adminId, current: currentAccountId(ctx, 'admin') };
});
adminProbe.post('/login', anyone, async (ctx) => {
  const { username, password } = ctx.request.body as { username: string; password: string };
  const account = await t.deps.attemptSignIn(
    {
      kind: 'admin',
      account: username,
      ip: ctx.ip,
      failureMessage: 'Invalid username or password',
    },
    async () => (password === 'right-password' ? { id: username } : null),
  );
  ctx.body = account;
});
const clientProbe = new Router({ prefix: '/api/client-portal/__probe' });
clientProbe.get('/me', anyone, requireClient, async (ctx) => {
  ctx.body = { clientId: ctx.state.clientId };
});

const t = useTestDatabase({ extraRouters: [adminProbe, clientProbe] });

const sidCookie = (cookies: string[] | undefined) =>
  cookies?.find((c) => c.startsWith('admin_sid='));
const sidOf = (cookie: string | undefined) => cookie?.split(';')[0]?.split('=')[1] ?? '';

describe('sessions', () => {
  it('stores a signed-in session in `sessions` with an expiry, behind a strict httpOnly cookie', async () => {
    const res = await t
      .request()
      .post('/api/admin/__probe/sign-in')
      .send({ id: 'admin-1' })
      .expect(200);
    const cookie = sidCookie(res.get('Set-Cookie'));
    expect(cookie).toMatch(/path=\//);
    expect(cookie).toMatch(/samesite=strict/);
    expect(cookie).toMatch(/httponly/);
    expect(cookie).not.toMatch(/domain=/);
    const sid = sidOf(cookie);
    expect(Buffer.from(sid, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await SessionModel.findOne({ sid }).lean();
    expect(stored?.sess).toMatchObject({ kind: 'admin', accountId: 'admin-1' });
    const idleMs = t.config.sessionIdleMinutes * 60_000;
    expect(stored!.expire.getTime()).toBeGreaterThan(Date.now() + idleMs - 60_000);
    expect(stored!.expire.getTime()).toBeLessThan(Date.now() + idleMs + 60_000);
  });

  it('has a TTL index on expire', async () => {
    const indexes = await SessionModel.collection.indexes();
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { expire: 1 }, expireAfterSeconds: 0 }),
      ]),
    );
    expect(indexes).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: { sid: 1 }, unique: true })]),
    );
  });

  it('lets the guard through with that kind of session only', async () => {
    const agent = t.agent();
    await agent.get('/api/admin/__probe/me').expect(401);
    await agent.post('/api/admin/__probe/sign-in').send({ id: 'admin-2' }).expect(200);
    const me = await agent.get('/api/admin/__probe/me').expect(200);
    expect(me.body).toEqual({ adminId: 'admin-2', current: 'admin-2' });
    await agent.get('/api/client-portal/__probe/me').expect(401);
  });

  it('gives a new session id at every sign-in and forgets the old one', async () => {
    const agent = t.agent();
    const first = sidOf(
      sidCookie(
        (await agent.post('/api/admin/__probe/sign-in').send({ id: 'a' })).get('Set-Cookie'),
      ),
    );
    const second = sidOf(
      sidCookie(
        (await agent.post('/api/admin/__probe/sign-in').send({ id: 'b' })).get('Set-Cookie'),
      ),
    );
    expect(second).not.toBe(first);
    expect(await SessionModel.countDocuments({ sid: first })).toBe(0);
    expect(await SessionModel.countDocuments({ sid: second })).toBe(1);
    expect((await agent.get('/api/admin/__probe/me').expect(200)).body.adminId).toBe('b');
  });

  it('signs out: the stored session is deleted and the guard refuses', async () => {
    const agent = t.agent();
    const sid = sidOf(
      sidCookie(
        (await agent.post('/api/admin/__probe/sign-in').send({ id: 'c' })).get('Set-Cookie'),
      ),
    );
    await agent.post('/api/admin/__probe/sign-out').expect(200);
    expect(await SessionModel.countDocuments({ sid })).toBe(0);
    await agent.get('/api/admin/__probe/me').expect(401);
  });

  it('moves the expiry forward on use and ends an idle session', async () => {
    const agent = t.agent();
    const signedIn = await agent.post('/api/admin/__probe/sign-in').send({ id: 'idle' });
    const sid = sidOf(sidCookie(signedIn.get('Set-Cookie')));
    await SessionModel.updateOne({ sid }, { $set: { expire: new Date(Date.now() + 5000) } });
    await agent.get('/api/admin/__probe/me').expect(200);
    const renewed = await SessionModel.findOne({ sid }).lean();
    expect(renewed!.expire.getTime()).toBeGreaterThan(Date.now() + 60_000);
    await SessionModel.updateOne({ sid }, { $set: { expire: new Date(Date.now() - 1000) } });
    await agent.get('/api/admin/__probe/me').expect(401);
  });

  it('ends a session after its absolute lifetime even when in use', async () => {
    const agent = t.agent();
    const sid = sidOf(
      sidCookie(
        (await agent.post('/api/admin/__probe/sign-in').send({ id: 'd' })).get('Set-Cookie'),
      ),
    );
    const tooOld = Date.now() - t.config.sessionAbsoluteHours * 3_600_000 - 1000;
    await SessionModel.updateOne({ sid }, { $set: { 'sess.signedInAt': tooOld } });
    await agent.get('/api/admin/__probe/me').expect(401);
  });
});

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    await expect(verifyPassword(hash, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'wrong')).resolves.toBe(false);
    await expect(verifyPassword(undefined, 'anything')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});

describe('sign-in limiter', () => {
  const login = (username: string, password: string) =>
    t.request().post('/api/admin/__probe/login').send({ username, password });

  it(`locks after ${MAX_SIGN_IN_FAILURES} failures with Retry-After, even for the right password`, async () => {
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i += 1) {
      const res = await login('locked', 'wrong').expect(401);
      expect(res.body).toEqual({ message: 'Invalid username or password' });
    }
    const locked = await login('locked', 'wrong').expect(429);
    expect(Number(locked.get('Retry-After'))).toBeGreaterThan(0);
    await login('Locked', 'right-password').expect(429);
    await login('someone-else', 'right-password').expect(200);
  });

  it(`answers ${MAX_SIGN_IN_FAILURES} of 20 wrong passwords sent at once with 401, the rest with 429`, async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => login('burst', 'wrong').then((res) => res.status)),
    );
    expect(burst.filter((status) => status === 401)).toHaveLength(MAX_SIGN_IN_FAILURES);
    expect(burst.filter((status) => status === 429)).toHaveLength(20 - MAX_SIGN_IN_FAILURES);
    await login('burst', 'right-password').expect(429);
  });

  it('clears the failures after a success', async () => {
    for (let i = 0; i < MAX_SIGN_IN_FAILURES - 1; i += 1)
      await login('resets', 'wrong').expect(401);
    await login('resets', 'right-password').expect(200);
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i += 1) await login('resets', 'wrong').expect(401);
    await login('resets', 'wrong').expect(429);
  });
});
