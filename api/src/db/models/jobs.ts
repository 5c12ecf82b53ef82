import { Schema, model } from 'mongoose';

/**
 * One document per periodic job: the last period an instance claimed, and the lease that keeps
 * every other instance from running the job while it runs (src/periodic). Also `seed-database`,
 * which the start-up seeding writes in its transaction so instances seed one at a time, and
 * `build-indexes`, held while one instance builds the indexes (db/indexBuild.ts).
 */
const jobLeaseSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The claimed period's number: whole periods since the epoch. */
    period: { type: Number, required: true },
    holder: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
  },
  { collection: 'job_leases', versionKey: false, strict: 'throw' },
);

/** What each run did, kept 30 days: which instance ran which period, and how it ended. */
const jobRunSchema = new Schema(
  {
    job: { type: String, required: true },
    period: { type: Number, required: true },
    instance: { type: String, required: true },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date },
    outcome: { type: String, enum: ['done', 'failed'] },
    /** The job's own summary, e.g. how many files it removed. */
    result: { type: String },
    error: { type: String },
  },
  { collection: 'job_runs', versionKey: false, strict: 'throw' },
);
jobRunSchema.index({ job: 1, period: 1 });
jobRunSchema.index({ startedAt: 1 }, { expireAfterSeconds: 30 * 24 * 60 * 60 });

export const JobLeaseModel = model('JobLease', jobLeaseSchema);
export const JobRunModel = model('JobRun', jobRunSchema);
