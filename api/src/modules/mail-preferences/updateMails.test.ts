import { MAIL_PREFERENCE_MESSAGES } from '@freight/contracts';
import { MailOptOutModel, MailOutboxModel, ShipmentUpdateModel } from '../../db/models';
import { caughtMail, mailedToken, useTestDatabase, withSubject } from '../../test';
import { signedInAdmin } from '../admin-auth/testing';
import { confirmedClientAgent } from '../client-portal/testing';
import { createdShipment } from '../shipments/testing';

const t = useTestDatabase();

type Agent = Awaited<ReturnType<typeof signedInAdmin>>;
let admin: Agent;

beforeAll(async () => {
  admin = await signedInAdmin(t);
});

const postUpdate = (id: string, body: object) =>
  admin.post(`/api/admin/shipments/${id}/updates`).send(body).expect(201);

const unsubscribe = (token: unknown) =>
  t.request().post('/api/mail-preferences/unsubscribe').send({ token });

const updateMailsTo = (email: string) =>
  MailOutboxModel.countDocuments({ to: email, subject: /^Shipment FC-/ });

describe('shipment update mails', () => {
  it('mails each update with status, location, time and tracking link; the link stops the next', async () => {
    const shipment = await createdShipment(admin, 'Ship.To@Acme.test');
    const number = shipment.shipmentNumber;
    await postUpdate(shipment.id, {
      status: 'confirmed',
      location: 'Chicago, IL',
      timestamp: '2026-12-01T15:30:00.000Z',
    });
    const first = await caughtMail(withSubject(`Shipment ${number}: Confirmed`));
    expect(first.to).toEqual(['ship.to@acme.test']);
    expect(first.text).toContain('Status: Confirmed');
    expect(first.text).toContain('Location: Chicago, IL');
    expect(first.text).toContain('Time: Dec 1, 2026, 3:30 PM UTC');
    expect(first.text).toContain(`http://localhost:3000/tracking?number=${number}`);

    await postUpdate(shipment.id, { status: 'in_transit', location: 'Springfield, MO' });
    const second = await caughtMail(withSubject(`Shipment ${number}: In Transit`));
    expect(second.text).toContain('Location: Springfield, MO');
    const token = await mailedToken('ship.to@acme.test', 'token');

    const tampered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    for (const bad of [
      tampered,
      `${token.slice(0, 64)}${Buffer.from('eve@evil.test').toString('base64url')}`,
      'x',
      42,
    ]) {
      const response = await unsubscribe(bad);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MAIL_PREFERENCE_MESSAGES.linkInvalid);
    }
    await t
      .request()
      .post('/api/mail-preferences/unsubscribe')
      .send({ token, extra: 1 })
      .expect(400);
    expect(await MailOptOutModel.countDocuments()).toBe(0);

    const done = await unsubscribe(token).expect(200);
    expect(done.body.message).toBe(MAIL_PREFERENCE_MESSAGES.unsubscribed);
    await unsubscribe(token).expect(200);
    expect(await MailOptOutModel.find().lean()).toMatchObject([
      { email: 'ship.to@acme.test', kind: 'shipment_updates', source: 'link' },
    ]);

    const before = await updateMailsTo('ship.to@acme.test');
    expect(before).toBe(2);
    await postUpdate(shipment.id, { status: 'delivered', location: 'Dallas, TX' });
    expect(await ShipmentUpdateModel.countDocuments({ status: 'delivered' })).toBe(1);
    expect(await updateMailsTo('ship.to@acme.test')).toBe(2);
  });

  it('lets a client turn the mails off and on in the portal, for their own address only', async () => {
    const client = await confirmedClientAgent(t, 'portal@shipper.test');
    const shipment = await createdShipment(admin, 'portal@shipper.test');
    expect((await client.get('/api/client-portal/mail-preferences').expect(200)).body).toEqual({
      shipmentUpdates: true,
    });
    await client
      .put('/api/client-portal/mail-preferences')
      .send({ shipmentUpdates: 'no' })
      .expect(400);
    await client
      .put('/api/client-portal/mail-preferences')
      .send({ shipmentUpdates: false, email: 'x@y.z' })
      .expect(400);
    await t
      .request()
      .put('/api/client-portal/mail-preferences')
      .send({ shipmentUpdates: false })
      .expect(401);
    expect(await MailOptOutModel.countDocuments({ email: 'portal@shipper.test' })).toBe(0);

    await client
      .put('/api/client-portal/mail-preferences')
      .send({ shipmentUpdates: false })
      .expect(200);
    expect((await client.get('/api/client-portal/mail-preferences')).body.shipmentUpdates).toBe(
      false,
    );
    await postUpdate(shipment.id, { status: 'confirmed' });
    expect(await updateMailsTo('portal@shipper.test')).toBe(0);

    await client
      .put('/api/client-portal/mail-preferences')
      .send({ shipmentUpdates: true })
      .expect(200);
    await postUpdate(shipment.id, { status: 'in_transit' });
    await caughtMail(withSubject(`Shipment ${shipment.shipmentNumber}: In Transit`));
    expect(await updateMailsTo('portal@shipper.test')).toBe(1);
  });
});
