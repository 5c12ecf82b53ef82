import { COMPANY_NAME } from '@freight/contracts';
import {
  ClientPortalUserModel,
  MailOutboxModel,
  PasswordResetModel,
  RateLimitCounterModel,
} from '../db/models';
import { TmsCustomerModel, TmsInvoiceModel, TmsPlannedLoadModel } from '../db/models/tms';
import { scoped } from '../db/ownerScope';
import { signedInCarrier } from '../modules/fleetfolio/testing';
import { mailsTo, useTestDatabase } from '../test';
import { listCaughtMails } from './caught';

const t = useTestDatabase({ env: { LOG_LEVEL: 'error' } });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The caught mails to `to` once there are `count` of them (delivery to the catcher is SMTP). */
async function mailsArrived(to: string, count: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails;
    await wait(100);
  }
  return mailsTo(to);
}

/** A 429 whose Retry-After is within the quota's window. */
function expectQuotaAnswer(
  response: { status: number; headers: Record<string, string> },
  windowSeconds = 60 * 60,
) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** A carrier with a delivered load of a customer whose email is `customerEmail`, invoiced. */
async function carrierWithInvoice(customerEmail: string) {
  const carrier = await signedInCarrier(t);
  const loadId = await carrier.agent
    .post('/api/fleetfolio/loads')
    .send({
      loadNumber: 'Q-1',
      customer: 'Quota Foods',
      pickupLocation: 'Chicago, IL',
      deliveryLocation: 'Dallas, TX',
      pickupDate: '2026-05-01',
      deliveryDate: '2026-05-03',
      rate: 900,
    })
    .expect(201)
    .then((response) => response.body.id as string);
  await scoped(TmsPlannedLoadModel, carrier.id).updateOne(
    { loadNumber: 'Q-1' },
    { status: 'delivered' },
  );
  await scoped(TmsCustomerModel, carrier.id).updateOne(
    { customerName: 'Quota Foods' },
    { email: customerEmail },
  );
  const invoice = await carrier.agent
    .post('/api/fleetfolio/invoices')
    .send({ invoiceNumber: 'INV-Q', loadId, amount: 900 })
    .expect(201);
  return { ...carrier, invoiceId: invoice.body.id as string };
}

describe('mail quotas', () => {
  it('an invoice reaches one address 3 times an hour, from the site, replies to the carrier, saying who sent it; the 4th is a 429 and sends nothing', async () => {
    const customer = `ap-${Date.now()}@quota-foods.example`;
    const carrier = await carrierWithInvoice(customer);
    const send = () => carrier.agent.post(`/api/fleetfolio/invoices/${carrier.invoiceId}/send`);
    for (let i = 0; i < 3; i += 1) await send().send({}).expect(200);
    const fourth = await send().send({});
    expectQuotaAnswer(fourth);
    expect(fourth.body.message).toBe(
      'This email address has received the limit of 3 emails an hour from this site. Please try again later.',
    );

    // The refused send queued nothing: 3 messages in the outbox, 3 delivered.
    expect(await MailOutboxModel.countDocuments({ to: customer })).toBe(3);
    const mails = await mailsArrived(customer, 3);
    expect(mails).toHaveLength(3);
    const [mail] = mails;
    expect(mail?.from).toContain('<no-reply@localhost>'); // the site's own address
    expect(t.config.mailFrom).toContain('<no-reply@localhost>');
    expect(mail?.replyTo).toEqual([carrier.email]);
    const stored = await scoped(TmsInvoiceModel, carrier.id).findById(carrier.invoiceId);
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(mail?.text).toMatch(
      new RegExp(
        `Sent through the ${COMPANY_NAME} website by Haulers \\d+ LLC \\(${carrier.email.replace(/[.]/g, '\\.')}\\), a carrier using FleetFolio`,
      ),
    );
    // The refused send took nothing from the carrier's daily quota.
    const senderCounter = await RateLimitCounterModel.findOne({
      key: `mail_sender:carrier:${carrier.id}`,
    }).lean();
    expect((senderCounter as { points?: number } | null)?.points).toBe(3);
    console.log(
      `[mail quotas] invoice to one address: 3 × 200, 4th ${fourth.status} Retry-After ${fourth.headers['retry-after']} s, ${mails.length} mails caught`,
    );
  });

  it('one carrier has 20 mails a day through the site, support requests included; the 21st is a 429', async () => {
    const carrier = await signedInCarrier(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await carrier.agent
        .post('/api/fleetfolio/support')
        .send({ subject: `Question ${i}`, message: 'How do I add a factoring fee?' });
      statuses.push(response.status);
      if (i === 20) {
        expectQuotaAnswer(response, 24 * 60 * 60);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(60 * 60);
        expect(response.body.message).toBe(
          'You have reached the limit of 20 emails a day sent through this site. Please try again tomorrow.',
        );
      }
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    const queued = await MailOutboxModel.find({ subject: /^FleetFolio support: Question/ }).lean();
    expect(queued).toHaveLength(20);
    let support: Awaited<ReturnType<typeof listCaughtMails>> = [];
    for (let attempt = 0; attempt < 100 && support.length < 20; attempt += 1) {
      if (attempt > 0) await wait(100);
      support = (await listCaughtMails(200)).filter((mail) =>
        mail.subject?.startsWith('FleetFolio support: Question'),
      );
    }
    expect(support).toHaveLength(20);
    expect(support.map((mail) => mail.subject)).not.toContain('FleetFolio support: Question 20');
    expect(support[0]?.replyTo).toEqual([carrier.email]);
    expect(support[0]?.text).toContain(`Sent through the ${COMPANY_NAME} website by`);
  });

  it('a client registration for one address is mailed 3 times an hour; the 4th is a 429 and stores nothing', async () => {
    const email = `target-${Date.now()}@victim.example`;
    const register = (companyName: string) =>
      t.request().post('/api/client-portal/register').send({
        email,
        password: 'a long password 123',
        companyName,
        contactName: 'Someone',
      });
    for (const name of ['One', 'Two', 'Three']) await register(name).expect(201);
    const fourth = await register('Four');
    expectQuotaAnswer(fourth);
    const pending = await ClientPortalUserModel.find({ email }).lean();
    expect(pending.map((client) => client.companyName)).toEqual(['Three']);
    expect(await MailOutboxModel.countDocuments({ to: email })).toBe(3);
    const mails = await mailsArrived(email, 3);
    expect(mails).toHaveLength(3);
    expect(mails[0]?.text).toContain(
      'website by someone registering this address for a client portal account.',
    );
  });

  it('password reset links to one address stop at 3 an hour, for unknown addresses alike', async () => {
    const carrier = await signedInCarrier(t);
    const unknown = `nobody-${Date.now()}@example.com`;
    for (const email of [carrier.email, unknown]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await t
          .request()
          .post('/api/fleetfolio/password-reset/request')
          .send({ email });
        statuses.push(response.status);
        if (i === 3) expectQuotaAnswer(response);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    const mails = await mailsArrived(carrier.email, 3);
    expect(mails.filter((mail) => mail.subject === 'Reset your password')).toHaveLength(3);
    expect(mails[0]?.text).toContain('by someone who asked to reset the password of this address.');
    expect(await PasswordResetModel.countDocuments()).toBe(1);
    expect(await mailsTo(unknown)).toEqual([]);
  });
});
