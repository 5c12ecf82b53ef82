import { COMPANY_NAME, FLEET_TEAM_MESSAGES } from '@freight/contracts';
import { MailOutboxModel, SessionModel, TmsUserModel } from '../../../db/models';
import { TmsActivityModel, TmsDriverModel, TmsInviteModel } from '../../../db/models/tms';
import { caughtMail, mailsTo, sentTo, useTestDatabase, withSubject } from '../../../test';
import { signedInCarrier, signedInMember } from '../test/carrierAccounts';

const t = useTestDatabase();
const PASSWORD = 'a new long password';

const tokenIn = (text?: string | null) =>
  /\/fleetfolio\/invite\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];

/**
 * The token of an invitation mailed to `to` (other than `except`), read from the mail as the
 * invitee would, once the outbox worker has sent it.
 */
async function mailedToken(to: string, except?: string): Promise<string> {
  const mail = await caughtMail(
    (caught) => sentTo(to)(caught) && !!tokenIn(caught.text) && tokenIn(caught.text) !== except,
    `an invitation to ${to}`,
  );
  return tokenIn(mail.text)!;
}

const sessionsOf = (accountId: string) =>
  SessionModel.countDocuments({ 'sess.kind': 'carrier', 'sess.accountId': accountId });

async function invite(owner: { agent: ReturnType<typeof t.agent> }, body: object, status = 201) {
  return owner.agent.post('/api/fleetfolio/team/invites').send(body).expect(status);
}

describe('invitations', () => {
  it('refuses a common password at the link and keeps the invitation usable', async () => {
    const owner = await signedInCarrier(t);
    await invite(owner, { email: 'weak.pick@example.com', role: 'dispatcher' });
    const token = await mailedToken('weak.pick@example.com');
    const weak = 'password123';
    const refused = await t
      .request()
      .post('/api/fleetfolio/team/invitations/accept')
      .send({ token, name: 'Wes Weak', password: weak, confirmPassword: weak })
      .expect(400);
    expect(refused.body.errors.password).toMatch(/common/i);
    expect(await TmsUserModel.exists({ email: 'weak.pick@example.com' })).toBeNull();
    await t.request().get(`/api/fleetfolio/team/invitations/${token}`).expect(200);
  });

  it('invites a dispatcher by mail; the link sets a password, signs in once, then is used', async () => {
    const owner = await signedInCarrier(t);
    const created = await invite(owner, { email: 'Dispatch.One@Example.com', role: 'dispatcher' });
    expect(created.body).toMatchObject({ email: 'dispatch.one@example.com', status: 'pending' });
    const token = await mailedToken('dispatch.one@example.com');
    const stored = await TmsInviteModel.findById(created.body.id).lean();
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const [queued] = await t.deps.mail.list({ limit: 1 });
    expect(queued?.to).toEqual(['dispatch.one@example.com']);
    expect(queued?.text).not.toContain(token);
    expect(queued?.text).toContain('[hidden]');
    const validFor = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.round(validFor / 86_400_000)).toBe(7);

    const page = await t.request().get(`/api/fleetfolio/team/invitations/${token}`).expect(200);
    expect(page.body).toEqual({
      email: 'dispatch.one@example.com',
      role: 'dispatcher',
      companyName: expect.stringMatching(/^Haulers/),
    });

    const invitee = t.agent();
    const accepted = await invitee
      .post('/api/fleetfolio/team/invitations/accept')
      .send({ token, name: 'Dana Dispatch', password: PASSWORD, confirmPassword: PASSWORD })
      .expect(201);
    expect(accepted.body.account).toMatchObject({
      role: 'dispatcher',
      contactName: 'Dana Dispatch',
    });
    const member = await TmsUserModel.findOne({ email: 'dispatch.one@example.com' }).lean();
    expect(String(member?.carrierId)).toBe(owner.id);
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    await invitee.get('/api/fleetfolio/loads').expect(200);
    await invitee.get('/api/fleetfolio/invoices').expect(403);

    const again = await t
      .request()
      .post('/api/fleetfolio/team/invitations/accept')
      .send({ token, name: 'Someone Else', password: PASSWORD, confirmPassword: PASSWORD })
      .expect(410);
    expect(again.body).toMatchObject({
      message: FLEET_TEAM_MESSAGES.inviteUsed,
      errors: { reason: 'used' },
    });
    expect(await TmsUserModel.countDocuments({ carrierId: owner.id })).toBe(2);
    const log = await TmsActivityModel.find({ ownerId: owner.id }).lean();
    expect(log.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining(['Invited dispatch.one@example.com', 'Joined the team as dispatcher']),
    );
  });

  it('refuses an address of another carrier with a clear 409 and stores nothing', async () => {
    const other = await signedInCarrier(t);
    const owner = await signedInCarrier(t);
    const before = await TmsInviteModel.countDocuments();
    const refused = await invite(owner, { email: other.email, role: 'dispatcher' }, 409);
    expect(refused.body.message).toBe(FLEET_TEAM_MESSAGES.addressInAnotherCarrier);
    expect(await TmsInviteModel.countDocuments()).toBe(before);
  });

  it('binds a driver invitation to one driver record without a sign-in', async () => {
    const owner = await signedInCarrier(t);
    const missing = await invite(owner, { email: 'drv@example.com', role: 'driver' }, 400);
    expect(missing.body.message).toContain(FLEET_TEAM_MESSAGES.driverRequired);
    const driver = await TmsDriverModel.findOne({ ownerId: owner.id }).lean();
    await signedInMember(t, owner, 'driver', String(driver!._id));
    const bound = await invite(
      owner,
      { email: 'drv@example.com', role: 'driver', driverId: String(driver!._id) },
      409,
    );
    expect(bound.body.message).toBe(FLEET_TEAM_MESSAGES.driverAlreadyBound);
    const foreign = await signedInCarrier(t);
    const theirs = await TmsDriverModel.findOne({ ownerId: foreign.id }).lean();
    await invite(
      owner,
      { email: 'drv@example.com', role: 'driver', driverId: String(theirs!._id) },
      400,
    );
  });

  it('explains an expired link, passes a request for a new one to the owner, and resends', async () => {
    const owner = await signedInCarrier(t);
    const created = await invite(owner, { email: 'late@example.com', role: 'dispatcher' });
    const token = await mailedToken('late@example.com');
    await TmsInviteModel.updateOne(
      { _id: created.body.id },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    const expired = await t.request().get(`/api/fleetfolio/team/invitations/${token}`).expect(410);
    expect(expired.body).toMatchObject({
      message: FLEET_TEAM_MESSAGES.inviteExpired,
      errors: { reason: 'expired' },
    });
    await t
      .request()
      .post('/api/fleetfolio/team/invitations/accept')
      .send({ token, name: 'Late Comer', password: PASSWORD, confirmPassword: PASSWORD })
      .expect(410);
    expect(await TmsUserModel.exists({ email: 'late@example.com' })).toBeNull();

    await t.request().post('/api/fleetfolio/team/invitations/renewal').send({ token }).expect(200);
    const subject = 'late@example.com asks for a new FleetFolio invitation';
    const asked = await caughtMail(withSubject(subject), 'the renewal request');
    expect(asked.to).toContain(owner.email);
    await t.request().post('/api/fleetfolio/team/invitations/renewal').send({ token }).expect(200);
    expect(await MailOutboxModel.countDocuments({ subject })).toBe(1);
    const team = await owner.agent.get('/api/fleetfolio/team').expect(200);
    expect(team.body.invites[0]).toMatchObject({
      status: 'expired',
      renewalRequestedAt: expect.any(String),
    });

    await owner.agent.post(`/api/fleetfolio/team/invites/${created.body.id}/resend`).expect(200);
    const fresh = await mailedToken('late@example.com', token);
    expect(fresh).not.toBe(token);
    await t.request().get(`/api/fleetfolio/team/invitations/${token}`).expect(404);
    await t.request().get(`/api/fleetfolio/team/invitations/${fresh}`).expect(200);
  });

  it('answers a withdrawn link with why, and an unknown one with 404', async () => {
    const owner = await signedInCarrier(t);
    const created = await invite(owner, { email: 'gone@example.com', role: 'dispatcher' });
    const token = await mailedToken('gone@example.com');
    await owner.agent.delete(`/api/fleetfolio/team/invites/${created.body.id}`).expect(204);
    const withdrawn = await t
      .request()
      .get(`/api/fleetfolio/team/invitations/${token}`)
      .expect(410);
    expect(withdrawn.body.errors).toEqual({ reason: 'withdrawn' });
    const unknown = await t
      .request()
      .get(`/api/fleetfolio/team/invitations/${'x'.repeat(43)}`)
      .expect(404);
    expect(unknown.body.message).toBe(FLEET_TEAM_MESSAGES.inviteUnknown);
    await t.request().get('/api/fleetfolio/team/invitations/short').expect(400);
  });
});

describe('invitation mail within the mail quotas', () => {
  const invitationsTo = (email: string) =>
    MailOutboxModel.countDocuments({ to: email, subject: /invites you to/ });

  it('says who sent it through the site, replies to the owner, and spends the quotas', async () => {
    const owner = await signedInCarrier(t);
    const email = `quota-${Date.now()}@example.com`;
    const created = await invite(owner, { email, role: 'dispatcher' });
    await mailedToken(email);
    const [mailed] = await mailsTo(email);
    expect(mailed!.replyTo).toEqual([owner.email]);
    expect(mailed!.text).toContain(
      `Sent through the ${COMPANY_NAME} website by Pat Driver (${owner.email}) of Haulers`,
    );

    const resend = () => owner.agent.post(`/api/fleetfolio/team/invites/${created.body.id}/resend`);
    await resend().expect(200);
    await resend().expect(200);
    const before = await TmsInviteModel.findById(created.body.id).lean();

    const fourth = await invite(owner, { email, role: 'dispatcher' }, 429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(fourth.body.message).toBe(
      'This email address has received the limit of 3 emails an hour from this site. Please try again later.',
    );
    await resend().expect(429);
    expect(await TmsInviteModel.countDocuments({ email })).toBe(1);
    const after = await TmsInviteModel.findById(created.body.id).lean();
    expect(after).toMatchObject({ tokenHash: before!.tokenHash, expiresAt: before!.expiresAt });
    expect(after?.withdrawnAt ?? null).toBeNull();
    expect(await invitationsTo(email)).toBe(3);
    const log = await TmsActivityModel.find({ ownerId: owner.id, recordType: 'invite' }).lean();
    expect(log).toHaveLength(3);
  });

  it("counts against the carrier's daily quota shared with invoices and support", async () => {
    const owner = await signedInCarrier(t);
    for (let i = 0; i < 19; i += 1) {
      await t.deps.mailQuota.spend(`carrier:${owner.id}`, []);
    }
    await invite(owner, { email: 'twentieth@example.com', role: 'dispatcher' });
    const refused = await invite(
      owner,
      { email: 'one-too-many@example.com', role: 'dispatcher' },
      429,
    );
    expect(refused.body.message).toBe(
      'You have reached the limit of 20 emails a day sent through this site. Please try again tomorrow.',
    );
    expect(await TmsInviteModel.exists({ email: 'one-too-many@example.com' })).toBeNull();
    expect(await invitationsTo('one-too-many@example.com')).toBe(0);
  });
});

describe('asking for a new invitation from a dead link', () => {
  const subjectOf = (email: string) => `${email} asks for a new FleetFolio invitation`;
  const askAgain = (token: string) =>
    t.request().post('/api/fleetfolio/team/invitations/renewal').send({ token });

  it("passes a used link's request to the owner once, answering the same each time", async () => {
    const owner = await signedInCarrier(t);
    const email = `used-${Date.now()}@example.com`;
    const created = await invite(owner, { email, role: 'dispatcher' });
    const token = await mailedToken(email);
    await t
      .request()
      .post('/api/fleetfolio/team/invitations/accept')
      .send({ token, name: 'Uma Used', password: PASSWORD, confirmPassword: PASSWORD })
      .expect(201);

    const first = await askAgain(token).expect(200);
    expect(first.body).toEqual({ message: FLEET_TEAM_MESSAGES.renewalRequested });
    const asked = await caughtMail(withSubject(subjectOf(email)), 'the used link request');
    expect(asked.to).toEqual([owner.email]);
    expect(asked.text).toContain('has already been used, and someone who opened it asked');
    expect(asked.text).toContain(
      `Sent through the ${COMPANY_NAME} website by someone who opened the invitation link you sent to ${email}.`,
    );
    const again = await askAgain(token).expect(200);
    expect(again.body).toEqual(first.body);
    expect(await MailOutboxModel.countDocuments({ subject: subjectOf(email) })).toBe(1);
    const stored = await TmsInviteModel.findById(created.body.id).lean();
    expect(stored).toMatchObject({
      acceptedAt: expect.any(Date),
      renewalRequestedAt: expect.any(Date),
    });
    await t.request().get(`/api/fleetfolio/team/invitations/${token}`).expect(410);
  });

  it("passes a withdrawn link's request to the owner once", async () => {
    const owner = await signedInCarrier(t);
    const email = `withdrawn-${Date.now()}@example.com`;
    const created = await invite(owner, { email, role: 'dispatcher' });
    const token = await mailedToken(email);
    await owner.agent.delete(`/api/fleetfolio/team/invites/${created.body.id}`).expect(204);
    await askAgain(token).expect(200);
    await askAgain(token).expect(200);
    const asked = await caughtMail(withSubject(subjectOf(email)), 'the withdrawn link request');
    expect(asked.text).toContain('You withdrew the invitation you sent to');
    expect(await MailOutboxModel.countDocuments({ subject: subjectOf(email) })).toBe(1);
    await t.request().get(`/api/fleetfolio/team/invitations/${token}`).expect(410);
  });

  it("refuses with 429 once the owner's hourly quota is spent, and marks nothing", async () => {
    const owner = await signedInCarrier(t);
    const email = `spent-${Date.now()}@example.com`;
    const created = await invite(owner, { email, role: 'dispatcher' });
    const token = await mailedToken(email);
    await owner.agent.delete(`/api/fleetfolio/team/invites/${created.body.id}`).expect(204);
    for (let i = 0; i < 3; i += 1) {
      await t.deps.mailQuota.spend('address:198.51.100.7', [owner.email]);
    }
    const refused = await askAgain(token).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await TmsInviteModel.findById(created.body.id).lean();
    expect(stored?.renewalRequestedAt ?? null).toBeNull();
    expect(await MailOutboxModel.countDocuments({ subject: subjectOf(email) })).toBe(0);
  });

  it('refuses a pending link (it still works) and an unknown one', async () => {
    const owner = await signedInCarrier(t);
    const email = `pending-${Date.now()}@example.com`;
    await invite(owner, { email, role: 'dispatcher' });
    const token = await mailedToken(email);
    await askAgain(token).expect(409);
    await askAgain('y'.repeat(43)).expect(404);
    expect(await MailOutboxModel.countDocuments({ subject: subjectOf(email) })).toBe(0);
  });
});

describe('members', () => {
  it("ends a removed member's sessions at once: their cookie gets 401", async () => {
    const owner = await signedInCarrier(t);
    const dispatcher = await signedInMember(t, owner, 'dispatcher');
    await dispatcher.agent.get('/api/fleetfolio/loads').expect(200);
    expect(await sessionsOf(dispatcher.id)).toBe(1);
    await owner.agent.delete(`/api/fleetfolio/team/members/${dispatcher.id}`).expect(204);
    expect(await sessionsOf(dispatcher.id)).toBe(0);
    expect(await TmsUserModel.exists({ _id: dispatcher.id })).toBeNull();
    await dispatcher.agent.get('/api/fleetfolio/loads').expect(401);
    await dispatcher.agent.get('/api/fleetfolio/auth/check').expect(401);
    const log = await TmsActivityModel.findOne({ ownerId: owner.id, recordType: 'member' }).lean();
    expect(log?.summary).toMatch(/^Removed from the team: Dispatcher Number\d+$/);
  });

  it('changes a role: the member signs in again into the new role', async () => {
    const owner = await signedInCarrier(t);
    const member = await signedInMember(t, owner, 'dispatcher');
    const driver = await TmsDriverModel.findOne({ ownerId: owner.id }).lean();
    const team = await owner.agent
      .put(`/api/fleetfolio/team/members/${member.id}/role`)
      .send({ role: 'driver', driverId: String(driver!._id) })
      .expect(200);
    expect(team.body.members.find((m: { id: string }) => m.id === member.id)).toMatchObject({
      role: 'driver',
      driverName: 'John Smith',
    });
    await member.agent.get('/api/fleetfolio/loads').expect(401);
    const again = t.agent();
    await again
      .post('/api/fleetfolio/login')
      .send({ email: member.email, password: 'correct horse battery' });
    await again.get('/api/fleetfolio/loads').expect(403);
    await again.get('/api/fleetfolio/driver/trips').expect(200);
  });

  it('refuses to change, remove or demote the owner or oneself', async () => {
    const owner = await signedInCarrier(t);
    await owner.agent.delete(`/api/fleetfolio/team/members/${owner.id}`).expect(409);
    await owner.agent
      .put(`/api/fleetfolio/team/members/${owner.id}/role`)
      .send({ role: 'dispatcher' })
      .expect(409);
    const other = await signedInCarrier(t);
    await owner.agent.delete(`/api/fleetfolio/team/members/${other.id}`).expect(404);
    expect(await TmsUserModel.exists({ _id: other.id })).not.toBeNull();
  });

  it('transfers ownership to a dispatcher after the owner confirms the password', async () => {
    const owner = await signedInCarrier(t);
    const dispatcher = await signedInMember(t, owner, 'dispatcher');
    const wrong = await owner.agent
      .post(`/api/fleetfolio/team/members/${dispatcher.id}/ownership`)
      .send({ password: 'not my password' })
      .expect(403);
    expect(wrong.body.message).toBe(FLEET_TEAM_MESSAGES.wrongPassword);
    await owner.agent
      .post(`/api/fleetfolio/team/members/${dispatcher.id}/ownership`)
      .send({ password: 'correct horse battery' })
      .expect(200);
    expect(await TmsUserModel.findById(owner.id).lean()).toMatchObject({ role: 'dispatcher' });
    expect(await TmsUserModel.findById(dispatcher.id).lean()).toMatchObject({ role: 'owner' });
    await owner.agent.get('/api/fleetfolio/team').expect(403);
    await dispatcher.agent.get('/api/fleetfolio/invoices').expect(200);

    // The new owner may remove the old one: its sign-in closes, the carrier's data stays.
    await dispatcher.agent.delete(`/api/fleetfolio/team/members/${owner.id}`).expect(204);
    await owner.agent.get('/api/fleetfolio/loads').expect(401);
    const loads = await dispatcher.agent.get('/api/fleetfolio/loads').expect(200);
    expect(loads.body).toHaveLength(2);
    const check = await dispatcher.agent.get('/api/fleetfolio/auth/check').expect(200);
    expect(check.body.account.companyName).toMatch(/^Haulers/);
  });
});
