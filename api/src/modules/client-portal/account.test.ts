import { CLIENT_PORTAL_MESSAGES as M } from '@freight/contracts';
import { ClientPortalUserModel, SessionModel } from '../../db/models';
import { useTestDatabase } from '../../test';

const context = useTestDatabase();

const registration = {
  email: 'Ops@Acme.test',
  password: 'a long password',
  companyName: 'Acme Freight',
  contactName: 'Ann Ops',
  phone: '312-555-0101',
};

describe('client registration', () => {
  it('refuses invalid registrations with the spec messages and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...registration, email: 'not-an-email' }, M.invalidEmail],
      [{ ...registration, password: 'short' }, M.passwordTooShort],
      [{ ...registration, companyName: '  ' }, M.companyNameRequired],
      [{ ...registration, contactName: undefined }, M.contactNameRequired],
      [{ ...registration, isActive: true }, 'isActive is not allowed'],
    ];
    for (const [body, message] of cases) {
      const response = await context
        .request()
        .post('/api/client-portal/register')
        .send(body)
        .expect(400);
      expect(response.body.message).toBe(message);
    }
    expect(await ClientPortalUserModel.countDocuments()).toBe(0);
  });

  it('creates the account with an argon2id hash, signs it in and, once confirmed, refuses the email again in any case', async () => {
    const agent = context.agent();
    const created = await agent.post('/api/client-portal/register').send(registration).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      email: 'ops@acme.test',
      companyName: 'Acme Freight',
      contactName: 'Ann Ops',
      phone: '312-555-0101',
      emailVerified: false,
    });
    const stored = await ClientPortalUserModel.findOne({ email: 'ops@acme.test' }).lean();
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    await agent.get('/api/client-portal/me').expect(200);
    await ClientPortalUserModel.updateOne(
      { email: 'ops@acme.test' },
      { $set: { emailVerifiedAt: new Date() } },
    );

    const again = await context
      .request()
      .post('/api/client-portal/register')
      .send({ ...registration, email: 'OPS@ACME.TEST' })
      .expect(409);
    expect(again.body.message).toBe(M.emailTaken);
    expect(await ClientPortalUserModel.countDocuments()).toBe(1);
  });
});

describe('client sign-in', () => {
  it('signs in by email in any case, reads me, and signs out', async () => {
    const agent = context.agent();
    await context.request().get('/api/client-portal/me').expect(401);
    await agent
      .post('/api/client-portal/login')
      .send({ email: 'wrong@acme.test', password: 'whatever1' })
      .expect(401);
    const bad = await agent
      .post('/api/client-portal/login')
      .send({ email: 'ops@acme.test', password: 'not the password' })
      .expect(401);
    expect(bad.body.message).toBe('Invalid email or password');
    await agent
      .post('/api/client-portal/login')
      .send({ email: 'OPS@acme.test', password: registration.password })
      .expect(200);
    const me = await agent.get('/api/client-portal/me').expect(200);
    expect(me.body.email).toBe('ops@acme.test');
    expect(me.body).not.toHaveProperty('passwordHash');
    const stored = await ClientPortalUserModel.findOne({ email: 'ops@acme.test' }).lean();
    expect(stored?.lastLoginAt).toBeInstanceOf(Date);

    await agent.post('/api/client-portal/logout').expect(200);
    await agent.get('/api/client-portal/me').expect(401);
  });

  it('keeps client and admin sessions apart', async () => {
    const agent = context.agent();
    await agent
      .post('/api/client-portal/login')
      .send({ email: 'ops@acme.test', password: registration.password })
      .expect(200);
    await agent.get('/api/admin/shipments').expect(401);
    await agent.get('/api/admin/invoices').expect(401);
    const sessions = await SessionModel.find().lean();
    expect(sessions.some((session) => (session.sess as { kind?: string }).kind === 'client')).toBe(
      true,
    );
  });

  it('refuses a deactivated account', async () => {
    const agent = context.agent();
    await agent
      .post('/api/client-portal/login')
      .send({ email: 'ops@acme.test', password: registration.password })
      .expect(200);
    await ClientPortalUserModel.updateOne(
      { email: 'ops@acme.test' },
      { $set: { isActive: false } },
    );
    await agent.get('/api/client-portal/me').expect(401);
    await agent
      .post('/api/client-portal/login')
      .send({ email: 'ops@acme.test', password: registration.password })
      .expect(401);
  });
});
