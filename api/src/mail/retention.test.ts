import { loadConfig } from '../config';
import { MailOutboxModel } from '../db/models';
import { periodicJobs } from '../periodicJobs';
import { useTestDatabase } from '../test';
import { purgeFinishedMail } from './retention';

const t = useTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** Far enough ahead that this file's worker never claims the unsent messages. */
const later = new Date(Date.now() + DAY_MS);

let serial = 0;
async function stored(subject: string, fields: Record<string, unknown>) {
  serial += 1;
  await MailOutboxModel.create({
    messageId: `<retention-${serial}@carrier.test>`,
    to: ['shipper@example.test'],
    subject,
    text: 'Confirm: https://carrier.test/verify?token=secret',
    nextAttemptAt: later,
    ...fields,
  });
}

const subjects = async () =>
  (await MailOutboxModel.find().sort({ subject: 1 }).lean()).map((entry) => entry.subject);

beforeEach(() => MailOutboxModel.deleteMany({}));

describe('the purge of finished mail', () => {
  it('removes sent messages after their days and failed ones after theirs, never unsent ones', async () => {
    await stored('sent 31 days ago', { state: 'sent', sentAt: daysAgo(31) });
    await stored('sent 29 days ago', { state: 'sent', sentAt: daysAgo(29) });
    await stored('failed 91 days ago', { state: 'failed', failedAt: daysAgo(91) });
    await stored('failed 89 days ago', { state: 'failed', failedAt: daysAgo(89) });
    await stored('queued 200 days ago', { state: 'queued', createdAt: daysAgo(200) });
    await stored('retrying', { state: 'retrying', attempts: 3, lastError: 'Timeout' });

    expect(await purgeFinishedMail({ sentDays: 30, failedDays: 90 })).toBe(2);
    expect(await subjects()).toEqual([
      'failed 89 days ago',
      'queued 200 days ago',
      'retrying',
      'sent 29 days ago',
    ]);
  });

  it('runs hourly with the days of MAIL_KEEP_SENT_DAYS and MAIL_KEEP_FAILED_DAYS', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      MAIL_KEEP_SENT_DAYS: '7',
      MAIL_KEEP_FAILED_DAYS: '14',
    });
    const job = periodicJobs(config, t.deps.mail).find(
      (candidate) => candidate.name === 'purge-finished-mail',
    );
    expect(job?.periodMs).toBe(60 * 60 * 1000);
    await stored('sent 8 days ago', { state: 'sent', sentAt: daysAgo(8) });
    await stored('sent 6 days ago', { state: 'sent', sentAt: daysAgo(6) });
    await stored('failed 15 days ago', { state: 'failed', failedAt: daysAgo(15) });
    await stored('failed 13 days ago', { state: 'failed', failedAt: daysAgo(13) });

    expect(await job?.run()).toBe('2 messages removed');
    expect(await subjects()).toEqual(['failed 13 days ago', 'sent 6 days ago']);
  });

  it('keeps 30 days of sent mail and 90 of failed mail by default', () => {
    expect(loadConfig({})).toMatchObject({ mailKeepSentDays: 30, mailKeepFailedDays: 90 });
  });
});
