import { SessionModel } from '../db/models/sessions';

type SessionData = Record<string, unknown>;

/** koa-session external store over the `sessions` collection (sid, sess, expire + TTL index). */
export const mongoSessionStore = {
  async get(sid: string): Promise<SessionData | undefined> {
    const doc = await SessionModel.findOne({ sid }).lean();
    if (!doc || doc.expire.getTime() <= Date.now()) return undefined;
    return doc.sess as SessionData;
  },
  async set(sid: string, sess: SessionData, maxAge: number): Promise<void> {
    const expire = new Date(Date.now() + maxAge);
    await SessionModel.updateOne({ sid }, { $set: { sess, expire } }, { upsert: true });
  },
  async destroy(sid: string): Promise<void> {
    await SessionModel.deleteOne({ sid });
  },
};
