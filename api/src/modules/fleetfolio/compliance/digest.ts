import {
  COMPLIANCE_DOCUMENT_LABELS,
  COMPLIANCE_WINDOW_DAYS,
  type ComplianceItem,
} from '@freight/contracts';
import mongoose from 'mongoose';
import { TmsUserModel } from '../../../db/models';
import { carrierData } from '../../../db/ownerScope';
import { HttpError } from '../../../http/errors';
import { logger } from '../../../http/logger';
import type { MailQuota, MailService } from '../../../mail';
import type { PeriodicJob } from '../../../periodic';
import { complianceView, dayOf } from './service';

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

const line = (item: ComplianceItem) => {
  const paper = `${item.recordLabel}: ${COMPLIANCE_DOCUMENT_LABELS[item.document]}`;
  if (item.daysLeft < 0) return `- ${paper} expired on ${item.expiresOn}`;
  if (item.daysLeft === 0) return `- ${paper} expires today (${item.expiresOn})`;
  return `- ${paper} expires on ${item.expiresOn} (in ${item.daysLeft} days)`;
};

/** The carriers (their own accounts) and the address of each one's current owner. */
async function carrierOwners(): Promise<Array<{ carrierId: string; to: string }>> {
  const accounts = await TmsUserModel.find({ isActive: true, removedAt: null })
    .select('email carrierId role')
    .lean();
  const owners = new Map<string, string>();
  for (const account of accounts) {
    const carrierId = String(account.carrierId ?? account._id);
    if ((account.role ?? 'owner') === 'owner') owners.set(carrierId, account.email);
  }
  const ids = mongoose.trusted({ $in: [...owners.keys()] });
  const active = await TmsUserModel.find({ _id: ids, isActive: true }).select('_id').lean();
  const activeIds = new Set(active.map((carrier) => String(carrier._id)));
  return [...owners]
    .filter(([carrierId]) => activeIds.has(carrierId))
    .map(([carrierId, to]) => ({ carrierId, to }));
}

/** The outbox the digests are queued in and the mail quotas they count against. */
export interface DigestMailing {
  mail: MailService;
  quota: MailQuota;
}

type DigestOutcome = 'queued' | 'nothing' | 'held';

const isQuotaSpent = (error: unknown) => error instanceof HttpError && error.status === 429;

/**
 * Counts the digest as one mail of the carrier to its owner. Decision: the digest is the
 * carrier's mail like its invoices and invitations, so a carrier that has used up its day (or an
 * owner's address that has had its mails this hour) gets it from a later run instead.
 */
async function quotaAllows(carrierId: string, to: string, { quota }: DigestMailing) {
  try {
    await quota.spend(`carrier:${carrierId}`, [to]);
    return true;
  } catch (error) {
    if (!isQuotaSpent(error)) throw error;
    logger.info({ carrierId }, 'mail quota spent: compliance digest held for a later run');
    return false;
  }
}

/**
 * Queues one carrier's owner today's digest, when something has expired or runs out within 30
 * days and the mail quotas allow it. Today's record is looked up first, so a carrier already
 * mailed costs one indexed read rather than its whole compliance view. The day's record (unique
 * per carrier and day) and the mail are written in one transaction, so a second run on the same
 * day, on this instance or another, queues nothing.
 */
async function mailDigest(
  carrierId: string,
  to: string,
  now: Date,
  mailing: DigestMailing,
): Promise<DigestOutcome> {
  const digests = carrierData(carrierId).complianceDigests;
  if (await digests.findOne({ day: dayOf(now) })) return 'nothing';
  const view = await complianceView(carrierId, now);
  if (view.expired.length + view.expiring.length === 0) return 'nothing';
  if (!(await quotaAllows(carrierId, to, mailing))) return 'held';
  try {
    await mongoose.connection.transaction(async (session) => {
      await carrierData(carrierId, { session }).complianceDigests.create({
        day: view.today,
        expired: view.expired.length,
        expiring: view.expiring.length,
        sentTo: to,
      });
      await mailing.mail.enqueue(digestMail(to, view), { session });
    });
  } catch (error) {
    if (isDuplicateKey(error)) return 'nothing';
    throw error;
  }
  return 'queued';
}

type ComplianceView = Awaited<ReturnType<typeof complianceView>>;

function digestMail(to: string, view: ComplianceView) {
  return {
    to,
    subject: `FleetFolio compliance: ${view.expired.length} expired, ${view.expiring.length} expiring soon`,
    text: [
      `Compliance papers of your fleet on ${view.today}.`,
      '',
      ...(view.expired.length ? ['Expired:', ...view.expired.map(line), ''] : []),
      ...(view.expiring.length
        ? [`Expiring within ${COMPLIANCE_WINDOW_DAYS} days:`, ...view.expiring.map(line), '']
        : []),
      'A driver whose CDL or medical card has expired cannot be assigned to a trip.',
      'Update the dates under Drivers and Equipment in FleetFolio.',
    ].join('\n'),
  };
}

/** Queues every carrier's digest for the day of `now`; answers a summary for the job's record. */
async function sendComplianceDigests(mailing: DigestMailing, now = new Date()): Promise<string> {
  const outcomes: DigestOutcome[] = [];
  for (const { carrierId, to } of await carrierOwners()) {
    try {
      outcomes.push(await mailDigest(carrierId, to, now, mailing));
    } catch (error) {
      logger.error({ err: error, carrierId }, 'compliance digest failed');
    }
  }
  const count = (outcome: DigestOutcome) => outcomes.filter((one) => one === outcome).length;
  return `${count('queued')} compliance digests queued for ${dayOf(now)}, ${count('held')} held back by the mail quotas`;
}

/**
 * The digest as periodic work: one instance of the API (under the lease) looks every hour for
 * carriers whose digest of the day is not queued yet, so a run cut short, or held back by the
 * mail quotas, is made up within the hour; the day's record per carrier keeps it to one mail a
 * day.
 */
export function complianceDigestJob(
  mailing: DigestMailing,
  periodMs = 60 * 60 * 1000,
): PeriodicJob {
  return {
    name: 'compliance-digests',
    periodMs,
    run: () => sendComplianceDigests(mailing),
  };
}
