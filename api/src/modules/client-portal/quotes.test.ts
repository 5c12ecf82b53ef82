import { CompanySettingsModel, QuoteRequestModel } from '../../db/models';
import { caughtMail, mailedToken, mailsTo, useTestDatabase, withSubject } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { confirmedClientAgent } from './testing';

const t = useTestDatabase();

const quote = (email: string, pickupLocation = 'Dallas, Texas, United States') => ({
  companyName: 'Acme Foods',
  contactName: 'Ann Lee',
  email,
  phone: '(555) 123-4567',
  pickupLocation,
  deliveryLocation: 'Atlanta, Georgia, United States',
  freightType: 'ftl',
  requestedDate: '2030-05-01',
});

const confirm = (token: string) =>
  t.request().post('/api/client-portal/quotes/confirm').send({ token });

beforeAll(async () => {
  await CompanySettingsModel.create({
    companyName: 'Test Carrier',
    phone: '555-000-0000',
    email: 'info@carrier.test',
    notificationEmail: 'dispatch@carrier.test',
  });
});

describe("quotes in a client's portal", () => {
  it('keeps an anonymous quote with a client’s email out of their portal until they confirm it', async () => {
    const client = await confirmedClientAgent(t, 'ann@acme.test');
    const planted = await t
      .request()
      .post('/api/quotes')
      .send(quote('ANN@acme.test', 'Planted St, Chicago, IL'))
      .expect(201);
    expect(planted.body).not.toHaveProperty('confirmTokenHash');
    expect((await client.get('/api/client-portal/quotes').expect(200)).body).toEqual([]);

    const token = await mailedToken('ann@acme.test', 'quote');
    const [mail] = await mailsTo('ann@acme.test');
    expect(mail?.subject).toBe(`Quote request ${planted.body.reference} received`);
    const stored = await QuoteRequestModel.findById(planted.body.id).lean();
    expect(JSON.stringify(stored)).not.toContain(token);

    await confirm('x'.repeat(43)).expect(400);
    await confirm(token).expect(200);
    await confirm(token).expect(200);
    const quotes = (await client.get('/api/client-portal/quotes').expect(200)).body;
    expect(quotes.map((row: { pickupLocation: string }) => row.pickupLocation)).toEqual([
      'Planted St, Chicago, IL',
    ]);
  });

  it('adds a quote sent by the signed-in, confirmed client at once, and staff still see every quote', async () => {
    const client = await confirmedClientAgent(t, 'bo@shipper.test');
    const sent = await client
      .post('/api/client-portal/quotes')
      .send(quote('bo@shipper.test', 'Portal Rd, Denver, CO'))
      .expect(201);
    const mine = (await client.get('/api/client-portal/quotes').expect(200)).body;
    expect(mine.map((row: { id: string }) => row.id)).toEqual([sent.body.id]);
    expect(mine[0].reference).toBe(sent.body.reference);
    const confirmation = await caughtMail(
      withSubject(`Quote request ${sent.body.reference} received`),
    );
    expect(confirmation.to).toEqual(['bo@shipper.test']);
    expect(confirmation.text).toContain('Pickup: Portal Rd, Denver, CO');
    expect(confirmation.text).not.toContain('/client-portal?quote=');
    const stored = await QuoteRequestModel.findById(sent.body.id).lean();
    expect(String(stored?.clientId)).toBe((await client.get('/api/client-portal/me')).body.id);

    await t.request().post('/api/quotes').send(quote('bo@shipper.test')).expect(201);
    expect((await client.get('/api/client-portal/quotes').expect(200)).body).toHaveLength(1);
    const admin = await signedInAdmin(t);
    const all = (await admin.get('/api/admin/quotes').expect(200)).body;
    const emails = (all.items ?? all).map((row: { email: string }) => row.email);
    expect(emails.filter((email: string) => email === 'bo@shipper.test')).toHaveLength(2);
  });

  it('refuses a portal quote from an unconfirmed client and bad bodies, storing nothing', async () => {
    const pending = t.agent();
    await pending
      .post('/api/client-portal/register')
      .send({
        email: 'new@shipper.test',
        password: 'a long password',
        companyName: 'N',
        contactName: 'N',
      })
      .expect(201);
    const before = await QuoteRequestModel.countDocuments();
    await pending.post('/api/client-portal/quotes').send(quote('new@shipper.test')).expect(403);
    const client = await confirmedClientAgent(t, 'cy@shipper.test');
    await client
      .post('/api/client-portal/quotes')
      .send({ ...quote('cy@shipper.test'), extra: 1 })
      .expect(400);
    await t.request().post('/api/client-portal/quotes').send(quote('cy@shipper.test')).expect(401);
    expect(await QuoteRequestModel.countDocuments()).toBe(before);
    await t
      .request()
      .post('/api/client-portal/quotes/confirm')
      .send({ token: 'short' })
      .expect(400);
  });
});
