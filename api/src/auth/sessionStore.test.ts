import { SessionModel } from '../db/models/sessions';
import { useTestDatabase } from '../test';
import { TOUCH_AFTER_MS, mongoSessionStore as createStore } from './sessionStore';

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
