import { CompanySettingsModel, QuoteRequestModel } from '../../db/models';
import { StatusChangeRecord } from '../../db/models/status_changes';
import { caughtMail, mailedToken, useTestDatabase, withSubject } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { confirmedClientAgent } from '../client-portal/testing';

const t = useTestDatabase();

const quote = (email: string) => ({
  companyName: 'Acme Foods',
  contactName: 'Ann Lee',
  email,
  phone: '(555) 123-4567',
  pickupLocation: 'Dallas, Texas, United States',
  deliveryLocation: 'Atlanta, Georgia, United States',
  freightType: 'ftl',
  requestedDate: '2030-05-01',
});

const price = {
  lineHaul: 1200,
  fuelSurcharge: 100.5,
  accessorials: [{ name: 'Liftgate', amount: 49.5 }],
  total: 1350,
  validUntil: '2099-12-31',
  notes: 'Includes 2 hours free detention',
};

type Agent = Awaited<ReturnType<typeof signedInAdmin>>;
let admin: Agent;

beforeAll(async () => {
  await CompanySettingsModel.create({
    companyName: 'Test Carrier',
    phone: '555-000-0000',
    email: 'info@carrier.test',
    notificationEmail: 'dispatch@carrier.test',
  });
  admin = await signedInAdmin(t);
});

async function portalQuote(client: Agent, email: string) {
  const sent = await client.post('/api/client-portal/quotes').send(quote(email)).expect(201);
  return { id: sent.body.id as string, reference: sent.body.reference as string };
}

const stored = (id: string) => QuoteRequestModel.findById(id).lean();

describe('a quoted price the shipper answers in the portal', () => {
  it('refuses a bad price with a 400 naming the field, and changes nothing', async () => {
    const client = await confirmedClientAgent(t, 'bad@shipper.test');
    const { id } = await portalQuote(client, 'bad@shipper.test');
    const refusals: Array<[object, string]> = [
      [{ ...price, lineHaul: -1, total: 149 }, 'lineHaul'],
      [{ ...price, fuelSurcharge: undefined }, 'fuelSurcharge'],
      [{ ...price, lineHaul: undefined }, 'lineHaul'],
      [{ ...price, lineHaul: '' }, 'lineHaul'],
      [{ ...price, accessorials: [{ name: 'Liftgate' }] }, 'accessorials.0.amount'],
      [{ ...price, total: -1350 }, 'total'],
      [
        { ...price, accessorials: [{ name: 'Liftgate', amount: -49.5 }], total: 1251 },
        'accessorials.0.amount',
      ],
      [{ ...price, accessorials: [{ amount: 49.5 }] }, 'accessorials.0.name'],
      [{ ...price, total: 1400 }, 'total'],
      [{ ...price, total: undefined }, 'total'],
      [{ ...price, validUntil: '2020-01-01' }, 'validUntil'],
      [{ ...price, status: 'accepted' }, 'status'],
      [{ ...price, lineHaul: { $gt: 0 } }, 'lineHaul.$gt'],
    ];
    for (const [body, field] of refusals) {
      const response = await admin.post(`/api/admin/quotes/${id}/price`).send(body);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    }
    const after = await stored(id);
    expect(after?.status).toBe('pending');
    expect(after?.price).toBeUndefined();
    expect(await StatusChangeRecord.countDocuments({ subjectId: after?._id })).toBe(0);
    await t.request().post(`/api/admin/quotes/${id}/price`).send(price).expect(401);
    await client.post(`/api/admin/quotes/${id}/price`).send(price).expect(401);
    expect((await stored(id))?.price).toBeUndefined();
  });

  it('prices, mails the shipper, records one acceptance and tells staff; refuses others and repeats', async () => {
    const client = await confirmedClientAgent(t, 'ann@acme.test');
    const { id, reference } = await portalQuote(client, 'ann@acme.test');

    const priced = await admin.post(`/api/admin/quotes/${id}/price`).send(price).expect(200);
    expect(priced.body).toMatchObject({
      status: 'quoted',
      price: { ...price, quotedAt: expect.any(String) },
    });
    const history = await StatusChangeRecord.find({ subjectId: (await stored(id))?._id }).lean();
    expect(history.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      ['pending', 'quoted'],
    ]);
    const priceMail = await caughtMail(withSubject(`Your price for quote ${reference}: $1,350.00`));
    expect(priceMail.to).toEqual(['ann@acme.test']);
    expect(priceMail.text).toContain('Line haul: $1,200.00');
    expect(priceMail.text).toContain('Fuel surcharge: $100.50');
    expect(priceMail.text).toContain('Liftgate: $49.50');
    expect(priceMail.text).toContain('Includes 2 hours free detention');
    expect(priceMail.text).toContain('http://localhost:3000/client-portal');
    expect(priceMail.text).not.toContain('?quote=');

    const listed = (await client.get('/api/client-portal/quotes').expect(200)).body;
    expect(listed[0]).toMatchObject({ id, status: 'quoted', price: { total: 1350 } });

    const stranger = await confirmedClientAgent(t, 'eve@other.test');
    await stranger.post(`/api/client-portal/quotes/${id}/accept`).send({}).expect(404);
    await stranger.post(`/api/client-portal/quotes/${id}/decline`).send({}).expect(404);
    await client
      .post(`/api/client-portal/quotes/${'0'.repeat(24)}/accept`)
      .send({})
      .expect(404);
    await client.post('/api/client-portal/quotes/nope/accept').send({}).expect(400);
    await client.post(`/api/client-portal/quotes/${id}/accept`).send({ yes: true }).expect(400);
    expect((await stored(id))?.status).toBe('quoted');
    expect((await stored(id))?.answer).toBeUndefined();

    const accepted = await client
      .post(`/api/client-portal/quotes/${id}/accept`)
      .send({})
      .expect(200);
    expect(accepted.body).toMatchObject({
      id,
      status: 'accepted',
      answer: { decision: 'accepted', by: 'ann@acme.test', at: expect.any(String) },
    });
    const answered = await stored(id);
    expect(answered?.answer).toMatchObject({ decision: 'accepted', by: 'ann@acme.test' });
    expect(answered?.answer?.at).toBeInstanceOf(Date);
    const staffMail = await caughtMail(withSubject(`Quote ${reference} accepted by Acme Foods`));
    expect(staffMail.to).toEqual(['dispatch@carrier.test']);
    expect(staffMail.text).toContain('Total: $1,350.00');

    const twice = await client.post(`/api/client-portal/quotes/${id}/accept`).send({});
    expect(twice.status).toBe(409);
    await client.post(`/api/client-portal/quotes/${id}/decline`).send({}).expect(409);
    await admin.post(`/api/admin/quotes/${id}/price`).send(price).expect(409);
    const after = await stored(id);
    expect(after?.status).toBe('accepted');
    expect(after?.answer?.at).toEqual(answered?.answer?.at);
    expect(after?.price?.quotedAt).toEqual(answered?.price?.quotedAt);
    const reopen = await admin.patch(`/api/admin/quotes/${id}/status`).send({ status: 'pending' });
    expect(reopen.status).toBe(409);
    expect((await stored(id))?.status).toBe('accepted');
    const staffView = (await admin.get('/api/admin/quotes').expect(200)).body.items;
    expect(staffView.find((row: { id: string }) => row.id === id)).toMatchObject({
      reference,
      status: 'accepted',
      price: { total: 1350 },
      answer: { decision: 'accepted', by: 'ann@acme.test' },
    });
  });

  it('refuses to accept an expired price (410) but takes a decline with its reason', async () => {
    const client = await confirmedClientAgent(t, 'late@shipper.test');
    const { id, reference } = await portalQuote(client, 'late@shipper.test');
    await client.post(`/api/client-portal/quotes/${id}/accept`).send({}).expect(409);
    await admin.post(`/api/admin/quotes/${id}/price`).send(price).expect(200);
    await QuoteRequestModel.updateOne({ _id: id }, { $set: { 'price.validUntil': '2020-01-01' } });
    const expired = await client.post(`/api/client-portal/quotes/${id}/accept`).send({});
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This price has expired. Please ask us for a new quote.');
    expect((await stored(id))?.status).toBe('quoted');

    await client
      .post(`/api/client-portal/quotes/${id}/decline`)
      .send({ reason: 'x'.repeat(1001) })
      .expect(400);
    const declined = await client
      .post(`/api/client-portal/quotes/${id}/decline`)
      .send({ reason: 'Found a closer carrier' })
      .expect(200);
    expect(declined.body.answer).toMatchObject({
      decision: 'declined',
      reason: 'Found a closer carrier',
    });
    expect((await stored(id))?.status).toBe('declined');
    const mail = await caughtMail(withSubject(`Quote ${reference} declined by Acme Foods`));
    expect(mail.text).toContain('Reason: Found a closer carrier');
    await admin.patch(`/api/admin/quotes/${id}/status`).send({ status: 'closed' }).expect(200);
    expect((await stored(id))?.status).toBe('closed');
    expect((await stored(id))?.answer?.decision).toBe('declined');
  });

  it('mails a quote in no portal yet a link that adds it there, then the owner accepts it', async () => {
    const anonymous = await t
      .request()
      .post('/api/quotes')
      .send(quote('new@shipper.test'))
      .expect(201);
    const firstToken = await mailedToken('new@shipper.test', 'quote');
    await admin.post(`/api/admin/quotes/${anonymous.body.id}/price`).send(price).expect(200);
    const token = await mailedToken('new@shipper.test', 'quote', [firstToken]);
    const mail = await caughtMail(
      withSubject(`Your price for quote ${anonymous.body.reference}: $1,350.00`),
    );
    expect(mail.text).toContain(`/client-portal?quote=${token}`);

    const client = await confirmedClientAgent(t, 'new@shipper.test');
    await client.post(`/api/client-portal/quotes/${anonymous.body.id}/accept`).send({}).expect(404);
    await t.request().post('/api/client-portal/quotes/confirm').send({ token }).expect(200);
    await client.post(`/api/client-portal/quotes/${anonymous.body.id}/accept`).send({}).expect(200);
    expect((await stored(anonymous.body.id))?.status).toBe('accepted');
  });
});
