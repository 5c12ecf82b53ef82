import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { JobRunModel } from '../db/models';
import { logger } from '../http/logger';
import { claimPeriod, periodOf, releaseLease } from './lease';

/** Work one instance of the API does once per period for all of them. */
export interface PeriodicJob {
  name: string;
  periodMs: number;
  /** Does the work; answers a summary for the run's record (e.g. '3 files removed'). */
  run(): Promise<string>;
}

export interface PeriodicJobs {
  /** The id this instance's runs are recorded under. */
  readonly instance: string;
  /** Stops claiming and waits for the runs under way. */
  stop(): Promise<void>;
}

/** Each instance looks this often (at most) whether a job's period is free to claim. */
const MAX_CHECK_MS = 60_000;

const checkEvery = (job: PeriodicJob) => Math.max(100, Math.min(job.periodMs / 5, MAX_CHECK_MS));

/** Claims the job's current period and, if this instance got it, runs it and records the run. */
async function runIfDue(job: PeriodicJob, instance: string): Promise<void> {
  const startedAt = new Date();
  const period = periodOf(startedAt, job.periodMs);
  // The lease lasts until the period ends: an instance that dies mid-run blocks no later period.
  const leaseUntil = new Date((period + 1) * job.periodMs);
  if (!(await claimPeriod(job.name, period, instance, leaseUntil, startedAt))) return;
  const run = await JobRunModel.create({ job: job.name, period, instance, startedAt });
  try {
    const result = await job.run();
    await JobRunModel.updateOne(
      { _id: run._id },
      { $set: { outcome: 'done', result, finishedAt: new Date() } },
    );
  } catch (error) {
    logger.error({ err: error, job: job.name }, 'periodic job failed');
    await JobRunModel.updateOne(
      { _id: run._id },
      { $set: { outcome: 'failed', error: String(error), finishedAt: new Date() } },
    );
  } finally {
    await releaseLease(job.name, instance);
  }
}

/**
 * Starts checking every job on this instance. Every instance of the API does; the lease in
 * MongoDB makes exactly one of them run each job once per period.
 */
export function startPeriodicJobs(jobs: PeriodicJob[]): PeriodicJobs {
  const instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) => {
    let busy = false;
    const check = () => {
      if (busy) return;
      busy = true;
      const done = runIfDue(job, instance)
        .catch((error: unknown) =>
          logger.warn({ err: error, job: job.name }, 'could not claim a periodic job'),
        )
        .finally(() => {
          busy = false;
          running.delete(done);
        });
      running.add(done);
    };
    return { first: setImmediate(check), every: setInterval(check, checkEvery(job)) };
  });
  return {
    instance,
    async stop() {
      for (const { first, every } of timers) {
        clearImmediate(first);
        clearInterval(every);
      }
      await Promise.all(running);
    },
  };
}
