import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';

/** How long one instance may hold the index build before another may take it over. */
const BUILD_LEASE_MS = 120_000;
const WAIT_MS = 500;
const DUPLICATE_KEY = 11000;
const LEASE_ID = 'build-indexes';
/** This process, as the lease's holder: a retried build takes its own lease back at once. */
const HOLDER = randomUUID();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lease's document in job_leases, shaped as the periodic jobs' leases are. */
interface BuildLease {
  _id: string;
  period: number;
  holder: string;
  leaseUntil: Date;
}

/** Takes the build lease, or answers false while another instance holds it. */
async function claimBuild(leases: mongoose.mongo.Collection<BuildLease>): Promise<boolean> {
  const now = new Date();
  try {
    await leases.updateOne(
      { _id: LEASE_ID, $or: [{ leaseUntil: { $lte: now } }, { holder: HOLDER }] },
      {
        $set: { holder: HOLDER, leaseUntil: new Date(now.getTime() + BUILD_LEASE_MS) },
        $setOnInsert: { period: 0 },
      },
      { upsert: true },
    );
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
    throw error;
  }
}

/**
 * Creates every model's collection and builds its indexes, one instance at a time: instances
 * started together (compose starts api-1 and api-2 at once) wait for each other, so mongod never
 * creates one collection or builds one index twice at once, which crashed the offline Wine
 * build. The next instance finds them built, which is quick. A lease left by an instance that
 * died ends after two minutes.
 */
export async function buildIndexesOneAtATime(): Promise<void> {
  const leases = mongoose.connection.db!.collection<BuildLease>('job_leases');
  while (!(await claimBuild(leases))) await sleep(WAIT_MS);
  try {
    for (const name of mongoose.modelNames()) {
      const model = mongoose.model(name);
      await model.createCollection();
      await model.createIndexes();
    }
  } finally {
    await leases.updateOne(
      { _id: LEASE_ID, holder: HOLDER },
      { $set: { leaseUntil: new Date(0) } },
    );
  }
}
