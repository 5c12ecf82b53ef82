import type { ChangeStream, ChangeStreamDocument, Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { logger } from '../http/logger';

/**
 * How long a kept session may be served without being read again, whatever the changes said:
 * a bound on what a missed change could cost, not the way changes count.
 */
export const KEEP_MS = 10_000;
const MAX_KEPT = 10_000;
/** How long the change stream's server waits for a change before answering empty. */
const AWAIT_CHANGE_MS = 500;
/**
 * Kept sessions are served only while the change stream answered this recently: a stream that
 * stalls (a lost primary, a resume under way) serves nothing until it answers again.
 */
const HEARD_WITHIN_MS = 2_000;
const REOPEN_AFTER_MS = 1_000;

/** What the cache keeps of a session read: its value, and the ids whose change ends it. */
export interface SessionRead<T> {
  value: T;
  /** The session document's `_id` and every account its answer was read from. */
  ids: string[];
}

export interface SessionCache {
  /**
   * The session read of `key` for `kind`: kept from an earlier read while no change to the
   * ids it depends on arrived, else `load()` (kept when no change arrived meanwhile).
   */
  read<T>(key: string, kind: string, load: () => Promise<SessionRead<T>>): Promise<T>;
  /** Drops what is kept for `key` (this instance wrote or deleted it). */
  forget(key: string): void;
  /** Follows the changes of `collections` and starts keeping reads. */
  start(): void;
  stop(): Promise<void>;
}

interface Kept {
  kind: string;
  value: unknown;
  ids: string[];
  readAt: number;
}

type Change = ChangeStreamDocument<Document>;

const idOf = (change: Change): string | null =>
  'documentKey' in change ? String((change.documentKey as { _id: unknown })._id) : null;

/**
 * Sessions read in the last seconds, with their accounts, kept by one API instance while a
 * change stream tells it of every change to the sessions and account collections, so a
 * signed-in request waits for no session read of its own. A sign-out, a deactivation or a role
 * change made by any instance drops the kept read as the change arrives (milliseconds); while
 * the stream is not answering, every read goes to the database, as when the cache is not
 * started (tests, `createApp` alone).
 */
export function createSessionCache(connection: Connection, collections: string[]): SessionCache {
  const kept = new Map<string, Kept>();
  /** The keys of the kept reads that depend on each id, so a change finds them at once. */
  const keysById = new Map<string, Set<string>>();
  let heardAt = 0;
  /** Counts the changes applied, so a read that a change overtook is not kept. */
  let changes = 0;
  let running = false;
  let stream: ChangeStream | undefined;
  let following: Promise<void> = Promise.resolve();
  // Logged when following stops and starts working, not on every failed attempt.
  let failing = false;

  const live = () => running && Date.now() - heardAt < HEARD_WITHIN_MS;
  const keep = (key: string, entry: Kept) => {
    drop(key);
    kept.set(key, entry);
    for (const id of entry.ids) keysById.set(id, (keysById.get(id) ?? new Set()).add(key));
  };
  const drop = (key: string) => {
    for (const id of kept.get(key)?.ids ?? []) {
      const keys = keysById.get(id);
      keys?.delete(key);
      if (keys?.size === 0) keysById.delete(id);
    }
    kept.delete(key);
  };
  const clear = () => {
    changes += 1;
    kept.clear();
    keysById.clear();
  };
  const dropDependingOn = (id: string) => {
    changes += 1;
    for (const key of [...(keysById.get(id) ?? [])]) drop(key);
  };
  /** A new document changes no kept read; a drop or rename of a collection changes them all. */
  const apply = (change: Change) => {
    if (change.operationType === 'insert') return;
    const id = idOf(change);
    if (id) dropDependingOn(id);
    else clear();
  };

  const pipeline = [
    { $match: { 'ns.coll': { $in: collections } } },
    { $project: { operationType: 1, ns: 1, documentKey: 1 } },
  ];
  async function followOnce(): Promise<void> {
    const db = connection.db;
    if (!db) throw new Error('the database is not connected');
    stream = db.watch(pipeline, { maxAwaitTimeMS: AWAIT_CHANGE_MS });
    try {
      while (running) {
        const change = await stream.tryNext();
        // After a silence (a resume under way) changes may still be on their way: start afresh.
        if (Date.now() - heardAt >= HEARD_WITHIN_MS) clear();
        heardAt = Date.now();
        failing = false;
        if (change) apply(change);
      }
    } finally {
      heardAt = 0;
      clear();
      await stream.close().catch(() => undefined);
    }
  }
  async function follow(): Promise<void> {
    while (running) {
      try {
        await followOnce();
      } catch (error) {
        if (!running) return;
        if (!failing)
          logger.warn({ err: error }, 'session changes not followed: sessions read each time');
        failing = true;
        await new Promise((resolve) => setTimeout(resolve, REOPEN_AFTER_MS));
      }
    }
  }

  return {
    async read<T>(key: string, kind: string, load: () => Promise<SessionRead<T>>) {
      const entry = kept.get(key);
      if (entry && entry.kind === kind && live() && Date.now() - entry.readAt < KEEP_MS)
        return entry.value as T;
      const [keepable, seen] = [live(), changes];
      const read = await load();
      // An unknown session is not kept: nothing to drop it by when it is created.
      if (read.ids.length && keepable && live() && changes === seen) {
        if (kept.size >= MAX_KEPT) clear();
        keep(key, { kind, value: read.value, ids: read.ids, readAt: Date.now() });
      }
      return read.value;
    },
    forget(key: string) {
      changes += 1;
      drop(key);
    },
    start() {
      if (running) return;
      running = true;
      following = follow();
    },
    async stop() {
      running = false;
      await stream?.close().catch(() => undefined);
      await following;
    },
  };
}
