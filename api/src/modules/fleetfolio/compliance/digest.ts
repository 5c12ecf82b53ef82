import {
  COMPLIANCE_DOCUMENT_LABELS,
  COMPLIANCE_WINDOW_DAYS,
  type ComplianceItem,
} from '@freight/contracts';
import mongoose from 'mongoose';
import { TmsUserModel } from '../../../db/models';
import { carrierData } from '../../../db/ownerScope';
import { logger } from '../../../http/logger';
import { sendMail } from '../../../mail';
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
 * Mails one carrier's owner today's digest, when something has expired or runs out within 30
 * days. The day's record is written first (unique per carrier and day), so a second run on the
 * same day, on this instance or another, sends nothing; a failed mail frees the day again.
 */
async function mailDigest(carrierId: string, to: string, now: Date): Promise<boolean> {
  const view = await complianceView(carrierId, now);
  if (view.expired.length + view.expiring.length === 0) return false;
  const digests = carrierData(carrierId).complianceDigests;
  try {
    await digests.create({
      day: view.today,
      expired: view.expired.length,
      expiring: view.expiring.length,
      sentTo: to,
    });
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  const sent = await sendMail({
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
  });
  if (!sent) await digests.deleteMany({ day: view.today });
  return sent;
}

/** Sends every carrier's digest for the day of `now`; answers a summary for the job's record. */
export async function sendComplianceDigests(now = new Date()): Promise<string> {
  let sent = 0;
  for (const { carrierId, to } of await carrierOwners()) {
    try {
      if (await mailDigest(carrierId, to, now)) sent += 1;
    } catch (error) {
      logger.error({ err: error, carrierId }, 'compliance digest failed');
    }
  }
  return `${sent} compliance digests sent for ${dayOf(now)}`;
}

/** How often each API process looks for carriers whose digest of the day is not sent yet. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the digest now and then every hour in this process. Every process of the API may run
 * it: the day's record per carrier (unique) lets exactly one of them mail each owner once a
 * day. Returns the function that stops it (at shutdown).
 */
export function startComplianceDigests(): () => void {
  const run = () => {
    sendComplianceDigests().then(
      (summary) => logger.info(summary),
      (error: unknown) => logger.error({ err: error }, 'compliance digests failed'),
    );
  };
  setImmediate(run);
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
