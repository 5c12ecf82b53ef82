import type { Context } from 'koa';
import { SessionModel } from '../db/models/sessions';
import { activeAccountLookup, type AnyAccountSource } from './accountSource';
import type { SessionKind } from './sessions';

type SessionData = Record<string, unknown>;

interface StoredSession {
  sess: SessionData;
  expire: Date;
  /** The session's active account, when read with an account source: none when it has none. */
  account?: unknown[];
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

/** Reads one stored session, with its active account when a source is given. */
async function readSession(sid: string, source: AnyAccountSource | undefined) {
  const pipeline = [{ $match: { sid } }, ...(source ? [activeAccountLookup(source)] : [])];
  const [doc] = await SessionModel.aggregate<StoredSession>(pipeline);
  return doc;
}

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
 * area's guard takes from `storedAccountOf` instead of reading it again.
 */
export function mongoSessionStore(accounts: Partial<Record<SessionKind, AnyAccountSource>> = {}) {
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
      const doc = await readSession(sid, source);
      if (!doc || doc.expire.getTime() <= Date.now()) return undefined;
      remember(sid, doc.sess, doc.expire);
      if (ctx && source) {
        const [account] = doc.account ?? [];
        // The lookup projected the source's own fields: the document its view takes.
        const stored: StoredAccount = {
          accountId: doc.sess.accountId,
          account: account ? await source.view(account as never) : null,
        };
        ctx.state.storedAccount = stored;
      }
      return doc.sess;
    },
    async set(sid: string, sess: SessionData, maxAge: number): Promise<void> {
      if (isFresh(sid, sess, maxAge)) return;
      const expire = new Date(Date.now() + maxAge);
      await SessionModel.updateOne({ sid }, { $set: { sess, expire } }, { upsert: true });
      remember(sid, sess, expire);
    },
    async destroy(sid: string): Promise<void> {
      lastRead.delete(sid);
      await SessionModel.deleteOne({ sid });
    },
  };
}
