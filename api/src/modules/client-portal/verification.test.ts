import { CLIENT_PORTAL_MESSAGES as M } from '@freight/contracts';
import { ClientPortalUserModel, SessionModel } from '../../db/models';
import { mailedToken, useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { createdShipment } from '../shipments/testing';

const context = useTestDatabase();

let victims = 0;
let VICTIM = '';
beforeEach(() => {
  victims += 1;
  VICTIM = `owner-${victims}@shipper.test`;
});
const ATTACKER_PASSWORD = 'attacker chose this one';
const OWNER_PASSWORD = 'the owner typed this';

const registration = (email: string, password: string, companyName = 'X') => ({
  email,
  password,
  companyName,
  contactName: 'Y',
});

const verify = (body: object, agent = context.request()) =>
  agent.post('/api/client-portal/verify-email').send(body);

const DATA = ['/api/client-portal/shipments', '/api/client-portal/invoices'];

async function preRegisteredByAttacker() {
  const admin = await signedInAdmin(context);
  await createdShipment(admin, VICTIM);
  const attacker = context.agent();
  await attacker
    .post('/api/client-portal/register')
    .send(registration(VICTIM, ATTACKER_PASSWORD, 'Attacker'))
    .expect(201);
  return { attacker, token: await mailedToken(VICTIM, 'verify') };
}

describe('email confirmation', () => {
  it('does not let a link opened outside the registering session confirm the attacker’s account', async () => {
    const { attacker, token } = await preRegisteredByAttacker();
    const stored = await ClientPortalUserModel.findOne({ email: VICTIM }).lean();
    expect(stored?.verificationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.verificationTokenHash).not.toContain(token);

    // The owner of the mailbox opens the link the attacker's registration sent them.
    const opened = await verify({ token });
    expect([opened.status, opened.body.message]).toEqual([403, M.verifyNeedsPassword]);
    expect((await attacker.get('/api/client-portal/me').expect(200)).body.emailVerified).toBe(
      false,
    );
    for (const url of [...DATA, '/api/client-portal/quotes']) await attacker.get(url).expect(403);
    const unchanged = await ClientPortalUserModel.findOne({ email: VICTIM }).lean();
    expect(unchanged?.emailVerifiedAt).toBeUndefined();
    expect(unchanged?.passwordHash).toBe(stored?.passwordHash);
  });

  it('confirms when the password is chosen at the link: the attacker’s password and sessions end', async () => {
    const { attacker, token } = await preRegisteredByAttacker();
    const weak = await verify({ token, password: 'password123' });
    expect(weak.status).toBe(400);
    const owner = context.agent();
    const confirmed = await verify({ token, password: OWNER_PASSWORD }, owner);
    expect(confirmed.status).toBe(200);

    await attacker.get('/api/client-portal/me').expect(401);
    await context
      .request()
      .post('/api/client-portal/login')
      .send({ email: VICTIM, password: ATTACKER_PASSWORD })
      .expect(401);
    const me = await owner.get('/api/client-portal/me').expect(200);
    expect(me.body.emailVerified).toBe(true);
    expect((await owner.get('/api/client-portal/shipments').expect(200)).body).toHaveLength(1);
    const accountId = me.body.id as string;
    const sessions = await SessionModel.find({ 'sess.accountId': accountId }).lean();
    expect(sessions).toHaveLength(1);
    // A reload of the confirmed link changes nothing and says it is confirmed.
    await verify({ token }).expect(200);
    await verify({ token, password: 'someone else again' }).expect(200);
    await context
      .request()
      .post('/api/client-portal/login')
      .send({ email: VICTIM, password: OWNER_PASSWORD })
      .expect(200);
  });

  it('lets a new registration replace an unconfirmed one: the old link and sessions die', async () => {
    const { attacker, token: attackerToken } = await preRegisteredByAttacker();
    const owner = context.agent();
    await owner
      .post('/api/client-portal/register')
      .send(registration(VICTIM, OWNER_PASSWORD, 'Owner Co'))
      .expect(201);
    expect(await ClientPortalUserModel.countDocuments({ email: VICTIM })).toBe(1);
    await attacker.get('/api/client-portal/me').expect(401);
    await verify({ token: attackerToken }).expect(400);
    await verify({ token: attackerToken, password: 'attacker again here' }).expect(400);

    const ownerToken = await mailedToken(VICTIM, 'verify', [attackerToken]);
    await verify({ token: ownerToken }, owner).expect(200);
    const me = await owner.get('/api/client-portal/me').expect(200);
    expect(me.body).toMatchObject({ companyName: 'Owner Co', emailVerified: true });
    expect((await owner.get('/api/client-portal/shipments').expect(200)).body).toHaveLength(1);

    const again = await context
      .request()
      .post('/api/client-portal/register')
      .send(registration(VICTIM, 'a third registration'))
      .expect(409);
    expect(again.body.message).toBe(M.emailTaken);
  });

  it('refuses a link opened in another client’s session unless the password is chosen', async () => {
    const { token } = await preRegisteredByAttacker();
    const other = context.agent();
    await other
      .post('/api/client-portal/register')
      .send(registration('other@shipper.test', 'another long one'))
      .expect(201);
    const res = await verify({ token }, other);
    expect([res.status, res.body.message]).toEqual([403, M.verifyNeedsPassword]);
    expect((await ClientPortalUserModel.findOne({ email: VICTIM }).lean())?.emailVerifiedAt).toBe(
      undefined,
    );
  });

  it('refuses an expired link and sends a new one on request', async () => {
    const agent = context.agent();
    await agent
      .post('/api/client-portal/register')
      .send(registration('late@shipper.test', 'a long password'))
      .expect(201);
    const first = await mailedToken('late@shipper.test', 'verify');
    await ClientPortalUserModel.updateOne(
      { email: 'late@shipper.test' },
      { $set: { verificationExpiresAt: new Date(Date.now() - 1000) } },
    );
    await verify({ token: first }, agent).expect(400);
    const resent = await agent.post('/api/client-portal/resend-verification').send({}).expect(200);
    expect(resent.body).toEqual({ emailSent: true });
    await context.request().post('/api/client-portal/resend-verification').send({}).expect(401);
    const stored = await ClientPortalUserModel.findOne({ email: 'late@shipper.test' }).lean();
    expect(stored?.verificationExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(stored?.emailVerifiedAt).toBeUndefined();
    const second = await mailedToken('late@shipper.test', 'verify', [first]);
    await verify({ token: second }, agent).expect(200);
    await agent.post('/api/client-portal/resend-verification').send({}).expect(409);
  });
});
