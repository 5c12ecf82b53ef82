import { PASSWORD_RESET_MESSAGES as R } from '@freight/contracts';
import mongoose from 'mongoose';
import { ClientPortalUserModel, SessionModel, TmsUserModel } from '../db/models';
import { registration } from '../modules/fleetfolio/testing';
import { mailedToken, mailsTo, useTestDatabase, type TestContext } from '../test';

const t = useTestDatabase();
const resets = () => mongoose.connection.db!.collection('password_resets');

interface Kind {
  name: string;
  base: string;
  linkPath: string;
  /** Registers an account with `email` and answers an agent signed in as it. */
  account(t: TestContext, email: string): Promise<ReturnType<TestContext['agent']>>;
  stored(email: string): Promise<{ _id: unknown; passwordHash: string } | null>;
}

const CLIENT: Kind = {
  name: 'client',
  base: '/api/client-portal',
  linkPath: '/client-portal/reset-password',
  async account(context, email) {
    const agent = context.agent();
    await agent
      .post('/api/client-portal/register')
      .send({ email, password: 'the first password', companyName: 'Co', contactName: 'Ann' })
      .expect(201);
    return agent;
  },
  stored: (email) => ClientPortalUserModel.findOne({ email }).lean(),
};

const CARRIER: Kind = {
  name: 'carrier',
  base: '/api/fleetfolio',
  linkPath: '/fleetfolio/reset-password',
  async account(context, email) {
    const body = registration({
      email,
      password: 'the first password',
      confirmPassword: 'the first password',
    });
    await context.request().post('/api/fleetfolio/register').send(body).expect(201);
    const agent = context.agent();
    await agent
      .post('/api/fleetfolio/login')
      .send({ email, password: 'the first password' })
      .expect(200);
    return agent;
  },
  stored: (email) => TmsUserModel.findOne({ email }).lean(),
};

const whoAmI = (kind: Kind) => (kind.name === 'client' ? '/me' : '/auth/check');

let accounts = 0;
beforeEach(async () => {
  await resets().deleteMany({});
});

describe.each([CLIENT, CARRIER])('forgot password ($name)', (kind) => {
  let email = '';
  beforeEach(() => {
    accounts += 1;
    email = `forgot-${kind.name}-${accounts}@example.test`;
  });
  const ask = (address: string) =>
    t.request().post(`${kind.base}/password-reset/request`).send({ email: address });
  const reset = (token: string, password: string) =>
    t.request().post(`${kind.base}/password-reset`).send({ token, password });
  const signIn = (password: string) =>
    t.request().post(`${kind.base}/login`).send({ email, password });

  it('answers known and unknown addresses alike and mails a 1-hour single-use link, hashed at rest', async () => {
    const agent = await kind.account(t, email);
    const known = await ask(email.toUpperCase());
    const unknown = await ask(`nobody-${kind.name}@example.test`);
    expect([known.status, known.body]).toEqual([200, { message: R.requestSent }]);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);

    const token = await mailedToken(email, 'token');
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(`${kind.linkPath}?token=${token}`);
    expect(mail?.text).toMatch(/within 1 hour/);
    expect(await mailsTo(`nobody-${kind.name}@example.test`)).toEqual([]);
    const stored = await resets().find().toArray();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const lifetime = (stored[0]!.expiresAt as Date).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    const weak = await reset(token, 'password123');
    expect(weak.status).toBe(400);
    const before = await kind.stored(email);
    const done = await reset(token, 'a brand new secret');
    expect([done.status, done.body]).toEqual([200, { message: R.resetDone }]);
    expect((await kind.stored(email))?.passwordHash).not.toBe(before?.passwordHash);

    await agent.get(`${kind.base}${whoAmI(kind)}`).expect(401);
    const accountId = String(before?._id);
    expect(await SessionModel.countDocuments({ 'sess.accountId': accountId })).toBe(0);
    await signIn('the first password').expect(401);
    await signIn('a brand new secret').expect(200);

    const reused = await reset(token, 'yet another secret');
    expect([reused.status, reused.body.message]).toEqual([400, R.linkInvalid]);
    expect(await resets().countDocuments()).toBe(0);
  });

  it('refuses an expired link and kills the previous link when a new one is asked for', async () => {
    await kind.account(t, email);
    await ask(email).expect(200);
    const first = await mailedToken(email, 'token');
    await ask(email).expect(200);
    const second = await mailedToken(email, 'token', [first]);
    await reset(first, 'a brand new secret').expect(400);
    await resets().updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await reset(second, 'a brand new secret');
    expect([late.status, late.body.message]).toEqual([400, R.linkInvalid]);
    await signIn('the first password').expect(200);
  });

  it('refuses malformed bodies with a 400 and changes nothing', async () => {
    for (const body of [{}, { email: 'not-an-email' }, { email, extra: 1 }]) {
      await t.request().post(`${kind.base}/password-reset/request`).send(body).expect(400);
    }
    for (const body of [
      { token: 'short', password: 'a brand new secret' },
      { token: 'x'.repeat(43) },
    ]) {
      await t.request().post(`${kind.base}/password-reset`).send(body).expect(400);
    }
    expect(await resets().countDocuments()).toBe(0);
  });
});

describe('forgot password of an unconfirmed client', () => {
  it('confirms the address, since the link proves the mailbox, and ends the registrant’s sessions', async () => {
    const registrant = await CLIENT.account(t, 'pending@example.test');
    await t
      .request()
      .post('/api/client-portal/password-reset/request')
      .send({ email: 'pending@example.test' })
      .expect(200);
    const token = await mailedToken('pending@example.test', 'token');
    await t
      .request()
      .post('/api/client-portal/password-reset')
      .send({ token, password: 'the mailbox owner' })
      .expect(200);
    await registrant.get('/api/client-portal/me').expect(401);
    const stored = await ClientPortalUserModel.findOne({ email: 'pending@example.test' }).lean();
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
