import { JobLeaseModel, JobRunModel } from '../db/models';
import { useTestDatabase } from '../test';
import { claimPeriod, releaseLease, startPeriodicJobs, type PeriodicJob } from '.';

useTestDatabase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const far = () => new Date(Date.now() + 60_000);

describe('the lease of a periodic job', () => {
  it('gives each period to exactly one of many claimants', async () => {
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, n) => claimPeriod('race', 100, `instance-${n}`, far())),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const holder = `instance-${claims.indexOf(true)}`;
    await releaseLease('race', holder);
    expect(await claimPeriod('race', 100, 'late', far())).toBe(false);
    expect(await claimPeriod('race', 99, 'stale clock', far())).toBe(false);
    expect(await claimPeriod('race', 101, 'next', far())).toBe(true);
    expect(await JobLeaseModel.findById('race').lean()).toMatchObject({
      period: 101,
      holder: 'next',
    });
  });

  it('keeps the next period from starting while a run holds the lease', async () => {
    expect(await claimPeriod('slow', 5, 'a', far())).toBe(true);
    expect(await claimPeriod('slow', 6, 'b', far())).toBe(false);
    await releaseLease('slow', 'someone else');
    expect(await claimPeriod('slow', 6, 'b', far())).toBe(false);
    // The holder died: its lease runs out.
    await JobLeaseModel.updateOne({ _id: 'slow' }, { $set: { leaseUntil: new Date(0) } });
    expect(await claimPeriod('slow', 6, 'b', far())).toBe(true);
  });
});

describe('periodic jobs on several instances', () => {
  it('runs a job once per period across instances and records each run', async () => {
    let calls = 0;
    const job: PeriodicJob = {
      name: 'count',
      periodMs: 300,
      run: async () => {
        calls += 1;
        await sleep(50);
        return `call ${calls}`;
      },
    };
    const instances = [
      startPeriodicJobs([job]),
      startPeriodicJobs([job]),
      startPeriodicJobs([job]),
    ];
    try {
      for (
        let wait = 0;
        wait < 200 && (await JobRunModel.countDocuments({ job: 'count' })) < 6;
        wait++
      )
        await sleep(100);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
    const runs = await JobRunModel.find({ job: 'count' }).sort({ period: 1 }).lean();
    const periods = runs.map((run) => run.period);
    expect(runs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(periods).size).toBe(runs.length);
    expect(calls).toBe(runs.length);
    expect(runs.every((run) => run.outcome === 'done' && run.finishedAt)).toBe(true);
    const ids = new Set(instances.map((instance) => instance.instance));
    expect(runs.every((run) => ids.has(run.instance))).toBe(true);
    const byInstance = [...ids].map((id) => runs.filter((run) => run.instance === id).length);
    process.stdout.write(
      `[periodic] ${runs.length} periods, ${runs.length} runs, by instance ${JSON.stringify(byInstance)}\n`,
    );
  });

  it('records a failed run with its error and frees the next period', async () => {
    let calls = 0;
    const job: PeriodicJob = {
      name: 'broken',
      periodMs: 200,
      run: async () => {
        calls += 1;
        throw new Error('disk full');
      },
    };
    const instance = startPeriodicJobs([job]);
    try {
      for (let wait = 0; wait < 100 && calls < 2; wait++) await sleep(50);
    } finally {
      await instance.stop();
    }
    const runs = await JobRunModel.find({ job: 'broken' }).lean();
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs[0]).toMatchObject({ outcome: 'failed', error: 'Error: disk full' });
  });
});
