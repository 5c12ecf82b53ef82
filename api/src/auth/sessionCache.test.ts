import mongoose, { Types } from 'mongoose';
import { AdminModel } from '../db/models/admins';
import { SessionModel } from '../db/models/sessions';
import { useTestDatabase, waitFor } from '../test';
import { createSessionCache, KEEP_MS, type SessionCache } from './sessionCache';

/** Waits shorter than a kept read lives, so a drop that never comes is not met by its expiry. */
const QUICKLY = { timeoutMs: KEEP_MS / 2, everyMs: 50 };

useTestDatabase();

describe('the session cache', () => {
  let cache: SessionCache;
  let loads = 0;
  const sessionId = new Types.ObjectId();
  const accountId = new Types.ObjectId();
  const read = () =>
    cache.read('sid-1', 'admin', async () => {
      loads += 1;
      return { value: loads, ids: [String(sessionId), String(accountId)] };
    });
  /** Whether a read is answered from memory (the loader not called). */
  const kept = async () => {
    const before = loads;
    await read();
    return loads === before;
  };

  beforeEach(async () => {
    await SessionModel.create({
      _id: sessionId,
      sid: 'sid-1',
      sess: { kind: 'admin', accountId: String(accountId) },
      expire: new Date(Date.now() + 60_000),
    });
    await AdminModel.create({
      _id: accountId,
      username: 'kept',
      email: 'kept@example.com',
      passwordHash: 'x',
      isActive: true,
    });
    cache = createSessionCache(mongoose.connection, ['sessions', 'admins']);
  });
  afterEach(async () => {
    await cache.stop();
    await SessionModel.deleteMany({});
    await AdminModel.deleteMany({});
  });

  it('reads every time while it is not started', async () => {
    await read();
    expect(await kept()).toBe(false);
  });

  it('answers from memory until the session changes, then reads again', async () => {
    cache.start();
    await waitFor(kept, 'the read to be kept', QUICKLY);
    await SessionModel.updateOne({ _id: sessionId }, { $set: { 'sess.accountId': 'other' } });
    await waitFor(async () => !(await kept()), 'the kept read to be dropped', QUICKLY);
  });

  it('drops what it read of an account that is deactivated, by whichever instance', async () => {
    cache.start();
    await waitFor(kept, 'the read to be kept', QUICKLY);
    await AdminModel.updateOne({ _id: accountId }, { $set: { isActive: false } });
    await waitFor(async () => !(await kept()), 'the kept read to be dropped', QUICKLY);
  });

  it('keeps the reads of other accounts when one account changes', async () => {
    const otherAccount = String(new Types.ObjectId());
    let otherLoads = 0;
    const readOther = () =>
      cache.read('sid-other', 'admin', async () => {
        otherLoads += 1;
        return { value: otherLoads, ids: [String(new Types.ObjectId()), otherAccount] };
      });
    cache.start();
    await waitFor(kept, 'the read to be kept', QUICKLY);
    await readOther();
    await AdminModel.updateOne({ _id: accountId }, { $set: { isActive: false } });
    await waitFor(async () => !(await kept()), 'the kept read to be dropped', QUICKLY);
    await readOther();
    expect(otherLoads).toBe(1);
  });

  it('drops what it read of a session that is deleted', async () => {
    cache.start();
    await waitFor(kept, 'the read to be kept', QUICKLY);
    await SessionModel.deleteOne({ _id: sessionId });
    await waitFor(async () => !(await kept()), 'the kept read to be dropped', QUICKLY);
  });

  it('does not keep a read that a change overtook', async () => {
    cache.start();
    await waitFor(kept, 'the read to be kept', QUICKLY);
    await SessionModel.updateOne({ _id: sessionId }, { $set: { 'sess.accountId': 'other' } });
    await waitFor(async () => !(await kept()), 'the kept read to be dropped', QUICKLY);
    await cache.read('sid-2', 'admin', async () => {
      await SessionModel.updateOne({ _id: sessionId }, { $set: { 'sess.accountId': 'third' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { value: 0, ids: [String(sessionId)] };
    });
    let reloaded = false;
    await cache.read('sid-2', 'admin', async () => {
      reloaded = true;
      return { value: 0, ids: [String(sessionId)] };
    });
    expect(reloaded).toBe(true);
  });

  it('reads every time once stopped', async () => {
    cache.start();
    await waitFor(kept, 'the read to be kept', QUICKLY);
    await cache.stop();
    expect(await kept()).toBe(false);
  });
});
