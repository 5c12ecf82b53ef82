import type { Context } from 'koa';
import { SessionModel } from '../db/models/sessions';
import { activeAccountLookup, type AnyAccountSource } from './accountSource';
import type { SessionCache, SessionRead } from './sessionCache';
import type { SessionKind } from './sessions';

type SessionData = Record<string, unknown>;

interface StoredSession {
  _id: unknown;
  sess: SessionData;
  expire: Date;
  /** The session's active account, when read with an account source: none when it has none. */
  account?: unknown[];
}

/** A session as the store answers it: the account is its area's view of it (null: none). */
interface SessionAnswer {
  sess: SessionData;
  expire: Date;
  account: unknown;
}

/** What koa-session passes to the store's get: the request being served. */
interface GetOptions {
  ctx?: Context;
}

/** The active account the store read with the request's session (see storedAccountOf). */
interface StoredAccount {
  accountId: unknown;
  account: unknown;
}

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

/**
 * Reads one stored session, with its active account's view when a source is given, and the
 * ids whose change changes that answer: the session's, its account's and those its view reads.
 */
async function readSession(
  sid: string,
  source: AnyAccountSource | undefined,
): Promise<SessionRead<SessionAnswer | undefined>> {
  const pipeline = [{ $match: { sid } }, ...(source ? [activeAccountLookup(source)] : [])];
  const [doc] = await SessionModel.aggregate<StoredSession>(pipeline);
  if (!doc) return { value: undefined, ids: [] };
  // The lookup projected the source's own fields: the document its view takes.
  const [account] = (doc.account ?? []) as never[];
  const related = account && source?.relatedIds ? source.relatedIds(account) : [];
  return {
    value: {
      sess: doc.sess,
      expire: doc.expire,
      account: account && source ? await source.view(account) : null,
    },
    ids: [doc._id, doc.sess.accountId, ...related].map(String),
  };
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Without a cache every request reads its session. */
const noCache: Pick<SessionCache, 'read' | 'forget'> = {
  read: async (_key, _kind, load) => (await load()).value,
  forget: () => undefined,
};

/**
 * The active account, as its area sees it, that the store read with this request's session for
 * `accountId`; null when it is no longer active or none was read for that id.
 */
export function storedAccountOf(ctx: Context, accountId: string): unknown {
  const stored = ctx.state.storedAccount as StoredAccount | undefined;
  return stored?.accountId === accountId ? stored.account : null;
}

/**
 * koa-session external store over the `sessions` collection (sid, sess, expire + TTL index).
 * A session of an area with an account source is read with its active account, which the
 * area's guard takes from `storedAccountOf` instead of reading it again. With a started
 * `cache`, a session read moments ago is answered from memory until a change to it or its
 * account arrives (sessionCache.ts).
 */
export function mongoSessionStore(
  accounts: Partial<Record<SessionKind, AnyAccountSource>> = {},
  cache: Pick<SessionCache, 'read' | 'forget'> = noCache,
) {
  /**
   * What was last read or written per sid, so set() can tell whether a write is needed. Kept
   * after a set: requests of one session run side by side (a page's parallel reads), and each
   * once found the entry taken by the other and rewrote the session.
   */
  const lastRead = new Map<string, { json: string; expire: number }>();

  const remember = (sid: string, sess: SessionData, expire: Date) => {
    if (lastRead.size >= MAX_REMEMBERED) lastRead.clear();
    lastRead.set(sid, { json: contentOf(sess), expire: expire.getTime() });
  };
  const isFresh = (sid: string, sess: SessionData, maxAge: number) => {
    const read = lastRead.get(sid);
    if (!read || read.json !== contentOf(sess)) return false;
    return read.expire > Date.now() + maxAge - TOUCH_AFTER_MS;
  };

  return {
    async get(sid: string, _maxAge?: number, options: GetOptions = {}) {
      const { ctx } = options;
      const kind = ctx?.state.sessionKind as SessionKind | undefined;
      const source = kind && accounts[kind];
      const read = await cache.read(sid, kind ?? '', () => readSession(sid, source));
      if (!read || read.expire.getTime() <= Date.now()) return undefined;
      remember(sid, read.sess, read.expire);
      // Copies (the views are flat): a request changes its own, never the kept read.
      if (ctx && source) {
        const account = isObject(read.account) ? { ...read.account } : read.account;
        const stored: StoredAccount = { accountId: read.sess.accountId, account };
        ctx.state.storedAccount = stored;
      }
      return { ...read.sess };
    },
    async set(sid: string, sess: SessionData, maxAge: number): Promise<void> {
      if (isFresh(sid, sess, maxAge)) return;
      const expire = new Date(Date.now() + maxAge);
      cache.forget(sid);
      await SessionModel.updateOne({ sid }, { $set: { sess, expire } }, { upsert: true });
      remember(sid, sess, expire);
    },
    async destroy(sid: string): Promise<void> {
      lastRead.delete(sid);
      cache.forget(sid);
      await SessionModel.deleteOne({ sid });
    },
  };
}
