import { ClientPortalUserModel } from '../../db/models';
import { caughtMail, sentTo, useTestDatabase } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { createdShipment } from '../shipments/testing';

const context = useTestDatabase();

async function mailedToken(to: string): Promise<string> {
  const mail = await caughtMail(sentTo(to), `confirmation to ${to}`);
  const match = mail.text?.match(/verify=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no confirmation link in the mail to ${to}`);
  return match[1];
}

describe('email confirmation', () => {
  it("hides a client's shipments until the mailed link confirms the address", async () => {
    const admin = await signedInAdmin(context);
    await createdShipment(admin, 'owner@shipper.test');

    const impostor = context.agent();
    await impostor
      .post('/api/client-portal/register')
      .send({
        email: 'owner@shipper.test',
        password: 'a long password',
        companyName: 'X',
        contactName: 'Y',
      })
      .expect(201);
    const me = await impostor.get('/api/client-portal/me').expect(200);
    expect(me.body.emailVerified).toBe(false);
    for (const url of [
      '/api/client-portal/shipments',
      '/api/client-portal/invoices',
      '/api/client-portal/quotes',
    ]) {
      await impostor.get(url).expect(403);
    }
    const stored = await ClientPortalUserModel.findOne({ email: 'owner@shipper.test' }).lean();
    expect(stored?.verificationTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const token = await mailedToken('owner@shipper.test');
    expect(stored?.verificationTokenHash).not.toContain(token);
    await context
      .request()
      .post('/api/client-portal/verify-email')
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    await context.request().post('/api/client-portal/verify-email').send({ token }).expect(200);
    await context.request().post('/api/client-portal/verify-email').send({ token }).expect(200);

    expect((await impostor.get('/api/client-portal/me').expect(200)).body.emailVerified).toBe(true);
    const shipments = await impostor.get('/api/client-portal/shipments').expect(200);
    expect(shipments.body).toHaveLength(1);
    await impostor.post('/api/client-portal/resend-verification').send({}).expect(409);
  });

  it('refuses an expired link and sends a new one on request', async () => {
    const agent = context.agent();
    await agent
      .post('/api/client-portal/register')
      .send({
        email: 'late@shipper.test',
        password: 'a long password',
        companyName: 'X',
        contactName: 'Y',
      })
      .expect(201);
    const first = await mailedToken('late@shipper.test');
    await ClientPortalUserModel.updateOne(
      { email: 'late@shipper.test' },
      { $set: { verificationExpiresAt: new Date(Date.now() - 1000) } },
    );
    await context
      .request()
      .post('/api/client-portal/verify-email')
      .send({ token: first })
      .expect(400);
    const resent = await agent.post('/api/client-portal/resend-verification').send({}).expect(200);
    expect(resent.body).toEqual({ emailSent: true });
    await context.request().post('/api/client-portal/resend-verification').send({}).expect(401);
    const stored = await ClientPortalUserModel.findOne({ email: 'late@shipper.test' }).lean();
    expect(stored?.verificationExpiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(stored?.emailVerifiedAt).toBeUndefined();
  });
});
