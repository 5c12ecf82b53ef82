import { FLEET_TEAM_MESSAGES } from '@freight/contracts';
import { MailOutboxModel, SessionModel, TmsUserModel } from '../../../db/models';
import { TmsActivityModel, TmsDriverModel, TmsInviteModel } from '../../../db/models/tms';
import { caughtMail, sentTo, useTestDatabase, withSubject } from '../../../test';
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
