import type { Context } from 'koa';
import { Types } from 'mongoose';
import { AdminModel } from '../db/models/admins';
import { SessionModel } from '../db/models/sessions';
import { useTestDatabase } from '../test';
import type { AccountSource } from './accountSource';
import { TOUCH_AFTER_MS, mongoSessionStore as createStore, storedAccountOf } from './sessionStore';

useTestDatabase();
const mongoSessionStore = createStore();

const MAX_AGE = 60 * 60_000;
const session = { kind: 'admin', accountId: 'a1', signedInAt: 1 };

async function storedExpire(sid: string): Promise<number> {
  return (await SessionModel.findOne({ sid }).lean())!.expire.getTime();
}

describe('mongoSessionStore', () => {
  it('does not rewrite an unchanged session it saved less than a minute ago', async () => {
    await mongoSessionStore.set('s1', { ...session, _expire: 1 }, MAX_AGE);
    const first = await storedExpire('s1');
    await mongoSessionStore.get('s1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await mongoSessionStore.set('s1', { ...session, _expire: 2 }, MAX_AGE);
    expect(await storedExpire('s1')).toBe(first);
  });

  it('does not rewrite an unchanged session read by two requests side by side', async () => {
    await mongoSessionStore.set('s4', session, MAX_AGE);
    const first = await storedExpire('s4');
    await Promise.all([mongoSessionStore.get('s4'), mongoSessionStore.get('s4')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await mongoSessionStore.set('s4', { ...session, _expire: 2 }, MAX_AGE);
    await mongoSessionStore.set('s4', { ...session, _expire: 3 }, MAX_AGE);
    expect(await storedExpire('s4')).toBe(first);
  });

  it('moves the expiry of a session last moved more than a minute ago', async () => {
    await mongoSessionStore.set('s2', session, MAX_AGE);
    const older = new Date(Date.now() + MAX_AGE - TOUCH_AFTER_MS - 1000);
    await SessionModel.updateOne({ sid: 's2' }, { $set: { expire: older } });
    await mongoSessionStore.get('s2');
    await mongoSessionStore.set('s2', session, MAX_AGE);
    expect(await storedExpire('s2')).toBeGreaterThan(Date.now() + MAX_AGE - 5000);
  });

  it('writes a changed session at once', async () => {
    await mongoSessionStore.set('s3', session, MAX_AGE);
    await mongoSessionStore.get('s3');
    await mongoSessionStore.set('s3', { ...session, accountId: 'a2' }, MAX_AGE);
    const stored = await SessionModel.findOne({ sid: 's3' }).lean();
    expect((stored!.sess as { accountId: string }).accountId).toBe('a2');
  });
});

describe('a session read with its account', () => {
  const admins: AccountSource<{ _id: Types.ObjectId; username: string }, string> = {
    collection: AdminModel.collection.collectionName,
    active: { isActive: true },
    fields: ['username'],
    view: (admin) => `admin ${admin.username}`,
  };
  const store = createStore({ admin: admins });
  const request = () => ({ state: { sessionKind: 'admin' } }) as unknown as Context;

  async function signedIn(sid: string, username: string) {
    const admin = await AdminModel.create({
      username,
      email: `${username}@example.com`,
      passwordHash: 'not used here',
    });
    const accountId = String(admin._id);
    await store.set(sid, { kind: 'admin', accountId, signedInAt: Date.now() }, MAX_AGE);
    return accountId;
  }

  it('gives the guard the active account in the same read', async () => {
    const accountId = await signedIn('a1', 'pat');
    const ctx = request();
    await store.get('a1', MAX_AGE, { ctx });
    expect(storedAccountOf(ctx, accountId)).toBe('admin pat');
    expect(storedAccountOf(ctx, String(new Types.ObjectId()))).toBeNull();
  });

  it('gives none for a deactivated account', async () => {
    const accountId = await signedIn('a2', 'lee');
    await AdminModel.updateOne({ _id: accountId }, { $set: { isActive: false } });
    const ctx = request();
    expect(await store.get('a2', MAX_AGE, { ctx })).toMatchObject({ accountId });
    expect(storedAccountOf(ctx, accountId)).toBeNull();
  });

  it('gives none for an account id that names no record', async () => {
    await store.set('a3', { kind: 'admin', accountId: 'not-an-id', signedInAt: 1 }, MAX_AGE);
    const ctx = request();
    await store.get('a3', MAX_AGE, { ctx });
    expect(storedAccountOf(ctx, 'not-an-id')).toBeNull();
  });
});
