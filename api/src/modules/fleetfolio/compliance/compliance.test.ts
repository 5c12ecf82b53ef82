import { TmsComplianceDigestModel, TmsDriverModel, TmsTripModel } from '../../../db/models/tms';
import { MailOutboxModel } from '../../../db/models/mail_outbox';
import { RateLimitCounterModel } from '../../../db/models';
import { listCaughtMails } from '../../../mail';
import { caughtMail, sentTo, useTestDatabase } from '../../../test';
import { signedInCarrier, signedInMember, truckInService } from '../test/carrierAccounts';
import { complianceDigestJob } from './digest';

const t = useTestDatabase();
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const digestJob = () => complianceDigestJob({ mail: t.deps.mail, quota: t.deps.mailQuota });
const mailsUsedBy = async (carrierId: string) => {
  const counter = await RateLimitCounterModel.findOne({
    key: `mail_sender:carrier:${carrierId}`,
  }).lean();
  return (counter as { points?: number } | null)?.points ?? 0;
};

async function driverWithPapers(
  agent: ReturnType<typeof t.agent>,
  name: string,
  papers: { licenseExpiration?: string; medicalCardExpiration?: string },
) {
  const created = await agent
    .post('/api/fleetfolio/drivers')
    .send({
      name,
      license: 'CDL-1',
      phone: '555-0100',
      email: 'd@example.com',
      payRate: 0.6,
      ...papers,
    })
    .expect(201);
  return created.body.id as string;
}

describe('compliance alerts', () => {
  it('lists what has expired and what runs out within 30 days, for its carrier only', async () => {
    const owner = await signedInCarrier(t);
    await driverWithPapers(owner.agent, 'Late Larry', {
      licenseExpiration: day(-1),
      medicalCardExpiration: day(10),
    });
    const truck = await owner.agent
      .post('/api/fleetfolio/trucks')
      .send({
        unit: 'C-1',
        year: 2020,
        make: 'mack',
        model: 'Anthem',
        registrationExpiration: day(40),
        insuranceExpiration: day(0),
        inspectionExpiration: day(-30),
      })
      .expect(201);
    expect(truck.body).toMatchObject({
      registrationExpiration: day(40),
      insuranceExpiration: day(0),
    });

    const view = await owner.agent.get('/api/fleetfolio/compliance').expect(200);
    expect(view.body.today).toBe(day(0));
    expect(view.body.expired).toEqual([
      expect.objectContaining({ recordLabel: 'C-1', document: 'inspection', daysLeft: -30 }),
      expect.objectContaining({ recordLabel: 'Late Larry', document: 'cdl', daysLeft: -1 }),
    ]);
    expect(view.body.expiring).toEqual([
      expect.objectContaining({ recordLabel: 'C-1', document: 'insurance', daysLeft: 0 }),
      expect.objectContaining({
        recordLabel: 'Late Larry',
        document: 'medical_card',
        daysLeft: 10,
      }),
    ]);

    const dispatcher = await signedInMember(t, owner, 'dispatcher');
    await dispatcher.agent.get('/api/fleetfolio/compliance').expect(200);
    const other = await signedInCarrier(t);
    const theirs = await other.agent.get('/api/fleetfolio/compliance').expect(200);
    expect(theirs.body).toMatchObject({ expired: [], expiring: [] });
  });

  it('refuses a trip for a driver whose CDL has expired, with a message saying why', async () => {
    const owner = await signedInCarrier(t);
    const driverId = await driverWithPapers(owner.agent, 'Expired Eddie', {
      licenseExpiration: day(-3),
    });
    const before = await TmsTripModel.countDocuments({ ownerId: owner.id });
    const refused = await owner.agent
      .post('/api/fleetfolio/trips')
      .send({ tripName: 'NOPE-1', driverId, truckId: await truckInService(owner.agent) })
      .expect(409);
    const [y, m, d] = day(-3).split('-');
    expect(refused.body.message).toBe(
      `Expired Eddie's CDL expired on ${m}/${d}/${y}. Update it under Drivers before assigning a trip.`,
    );
    expect(await TmsTripModel.countDocuments({ ownerId: owner.id })).toBe(before);

    await owner.agent
      .put(`/api/fleetfolio/drivers/${driverId}`)
      .send({
        name: 'Expired Eddie',
        license: 'CDL-1',
        phone: '555-0100',
        email: 'd@example.com',
        payRate: 0.6,
        licenseExpiration: day(300),
        medicalCardExpiration: day(-1),
      })
      .expect(200);
    const medical = await owner.agent
      .post('/api/fleetfolio/trips')
      .send({ tripName: 'NOPE-2', driverId, truckId: await truckInService(owner.agent) })
      .expect(409);
    expect(medical.body.message).toMatch(/^Expired Eddie's Medical card expired on/);
    const driver = await TmsDriverModel.findById(driverId).lean();
    expect(driver?.licenseExpiration?.toISOString().slice(0, 10)).toBe(day(300));
  });

  it('mails each owner one digest a day, only when there is something to say', async () => {
    const owner = await signedInCarrier(t);
    await driverWithPapers(owner.agent, 'Digest Dora', { medicalCardExpiration: day(5) });
    const quiet = await signedInCarrier(t);
    const job = digestJob();
    await job.run();
    await job.run();
    const mail = await caughtMail(sentTo(owner.email), 'the compliance digest');
    expect(mail.subject).toBe('FleetFolio compliance: 0 expired, 1 expiring soon');
    expect(mail.text).toContain(`- Digest Dora: Medical card expires on ${day(5)} (in 5 days)`);
    expect(await MailOutboxModel.countDocuments({ to: owner.email })).toBe(1);
    expect(await MailOutboxModel.countDocuments({ to: quiet.email })).toBe(0);
    const mails = await listCaughtMails();
    expect(mails.filter(sentTo(owner.email))).toHaveLength(1);
    expect(mails.filter(sentTo(quiet.email))).toEqual([]);
    expect(await TmsComplianceDigestModel.countDocuments({ ownerId: owner.id })).toBe(1);
    expect(await TmsComplianceDigestModel.countDocuments({ ownerId: quiet.id })).toBe(0);
    expect(await mailsUsedBy(owner.id)).toBe(1);
    expect(await mailsUsedBy(quiet.id)).toBe(0);
  });

  it('counts the digest against the mail quotas and holds it back while they are spent', async () => {
    const capped = await signedInCarrier(t);
    await driverWithPapers(capped.agent, 'Capped Cal', { licenseExpiration: day(-2) });
    for (let i = 0; i < 3; i += 1) {
      await t.deps.mailQuota.spend('address:198.51.100.9', [capped.email]);
    }
    const busy = await signedInCarrier(t);
    await driverWithPapers(busy.agent, 'Busy Bea', { medicalCardExpiration: day(3) });
    for (let i = 0; i < 19; i += 1) {
      await t.deps.mailQuota.spend(`carrier:${busy.id}`, []);
    }

    const summary = await digestJob().run();
    expect(await MailOutboxModel.countDocuments({ to: capped.email })).toBe(0);
    expect(await TmsComplianceDigestModel.countDocuments({ ownerId: capped.id })).toBe(0);
    expect(await MailOutboxModel.countDocuments({ to: busy.email })).toBe(1);
    await expect(t.deps.mailQuota.spend(`carrier:${busy.id}`, [])).rejects.toMatchObject({
      status: 429,
    });
    expect(summary).toMatch(/, 1 held back by the mail quotas$/);

    // An hour on, the owner's address may receive mail again: the next run sends the digest.
    await RateLimitCounterModel.deleteOne({ key: `mail_recipient:${capped.email.toLowerCase()}` });
    await digestJob().run();
    const mail = await caughtMail(sentTo(capped.email), 'the held-back digest');
    expect(mail.text).toContain(`- Capped Cal: CDL expired on ${day(-2)}`);
    expect(await TmsComplianceDigestModel.countDocuments({ ownerId: capped.id })).toBe(1);
    expect(await mailsUsedBy(capped.id)).toBe(1);
  });
});
