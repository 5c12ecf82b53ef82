import { JobLeaseModel } from '../db/models';
import { trusted } from '../db/trusted';

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

/** The number of the period `now` falls in: whole periods since the epoch. */
export const periodOf = (now: Date, periodMs: number) => Math.floor(now.getTime() / periodMs);

/**
 * Claims period `period` of `job` for `holder` until `leaseUntil`: only when no instance has
 * claimed this period (or a later one) and no lease is held. One atomic update (an upsert for
 * the job's first run), so of any number of instances exactly one gets each period.
 */
export async function claimPeriod(
  job: string,
  period: number,
  holder: string,
  leaseUntil: Date,
  now = new Date(),
): Promise<boolean> {
  try {
    const claimed = await JobLeaseModel.findOneAndUpdate(
      { _id: job, period: trusted({ $lt: period }), leaseUntil: trusted({ $lte: now }) },
      { $set: { period, holder, leaseUntil } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    return claimed?.holder === holder;
  } catch (error) {
    // The job's lease exists but another instance holds it or has run this period.
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Ends `holder`'s lease so the next period can be claimed as soon as it starts. */
export async function releaseLease(job: string, holder: string, now = new Date()): Promise<void> {
  await JobLeaseModel.updateOne({ _id: job, holder }, { $set: { leaseUntil: now } });
}
