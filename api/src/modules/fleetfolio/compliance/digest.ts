import {
  COMPLIANCE_DOCUMENT_LABELS,
  COMPLIANCE_WINDOW_DAYS,
  type ComplianceItem,
} from '@freight/contracts';
import mongoose from 'mongoose';
import { TmsUserModel } from '../../../db/models';
import { carrierData } from '../../../db/ownerScope';
import { logger } from '../../../http/logger';
import type { MailService } from '../../../mail';
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

/**
 * Queues one carrier's owner today's digest, when something has expired or runs out within 30
 * days. The day's record (unique per carrier and day) and the mail are written in one
 * transaction, so a second run on the same day, on this instance or another, queues nothing.
 */
async function mailDigest(
  carrierId: string,
  to: string,
  now: Date,
  mail: MailService,
): Promise<boolean> {
  const view = await complianceView(carrierId, now);
  if (view.expired.length + view.expiring.length === 0) return false;
  try {
    await mongoose.connection.transaction(async (session) => {
      await carrierData(carrierId, { session }).complianceDigests.create({
        day: view.today,
        expired: view.expired.length,
        expiring: view.expiring.length,
        sentTo: to,
      });
      await mail.enqueue(digestMail(to, view), { session });
    });
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  return true;
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
async function sendComplianceDigests(mail: MailService, now = new Date()): Promise<string> {
  let queued = 0;
  for (const { carrierId, to } of await carrierOwners()) {
    try {
      if (await mailDigest(carrierId, to, now, mail)) queued += 1;
    } catch (error) {
      logger.error({ err: error, carrierId }, 'compliance digest failed');
    }
  }
  return `${queued} compliance digests queued for ${dayOf(now)}`;
}

/**
 * The digest as periodic work: one instance of the API (under the lease) looks every hour for
 * carriers whose digest of the day is not queued yet, so a run cut short is made up within the
 * hour; the day's record per carrier keeps it to one mail a day.
 */
export function complianceDigestJob(mail: MailService, periodMs = 60 * 60 * 1000): PeriodicJob {
  return {
    name: 'compliance-digests',
    periodMs,
    run: () => sendComplianceDigests(mail),
  };
}
