import { SessionModel } from '../db/models/sessions';

type SessionData = Record<string, unknown>;

/**
 * An unchanged session whose stored expiry was moved less than this long ago is not rewritten:
 * koa-session's rolling save otherwise made every signed-in request wait for a journaled
 * MongoDB write (112 req/s on a FleetFolio list at 100 connections). Idle sessions therefore
 * end between 59 and 60 minutes after their last use instead of exactly at 60.
 */
export const TOUCH_AFTER_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/** The session's content without koa-session's own timestamps, which change on every save. */
function contentOf(sess: SessionData): string {
  return JSON.stringify(sess, (key, value: unknown) =>
    key === '_expire' || key === '_maxAge' ? undefined : value,
  );
}

/** koa-session external store over the `sessions` collection (sid, sess, expire + TTL index). */
export function mongoSessionStore() {
  /** What get() read per sid, so set() in the same request can tell whether a write is needed. */
  const lastRead = new Map<string, { json: string; expire: number }>();

  const remember = (sid: string, sess: SessionData, expire: Date) => {
    if (lastRead.size >= MAX_REMEMBERED) lastRead.clear();
    lastRead.set(sid, { json: contentOf(sess), expire: expire.getTime() });
  };
  const isFresh = (sid: string, sess: SessionData, maxAge: number) => {
    const read = lastRead.get(sid);
    lastRead.delete(sid);
    if (!read || read.json !== contentOf(sess)) return false;
    return read.expire > Date.now() + maxAge - TOUCH_AFTER_MS;
  };

  return {
    async get(sid: string): Promise<SessionData | undefined> {
      const doc = await SessionModel.findOne({ sid }).lean();
      if (!doc || doc.expire.getTime() <= Date.now()) return undefined;
      remember(sid, doc.sess as SessionData, doc.expire);
      return doc.sess as SessionData;
    },
    async set(sid: string, sess: SessionData, maxAge: number): Promise<void> {
      if (isFresh(sid, sess, maxAge)) return;
      const expire = new Date(Date.now() + maxAge);
      await SessionModel.updateOne({ sid }, { $set: { sess, expire } }, { upsert: true });
    },
    async destroy(sid: string): Promise<void> {
      lastRead.delete(sid);
      await SessionModel.deleteOne({ sid });
    },
  };
}
