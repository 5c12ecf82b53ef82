import { createHash } from 'node:crypto';

/** A read as sent: serialised and tagged once per cache entry, not once per request. */
export interface CachedAnswer {
  /** The JSON text, or null when there is nothing to send. */
  json: string | null;
  etag: string;
}

export interface AnswerCache {
  /** The answer of `key`, loaded at most once per `ttlMs` (a failed load is not kept). */
  cached(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** Drops every entry: the next read of each key loads it again. */
  clear(): void;
}

/** A value serialised as JSON with the ETag of those bytes. */
export function answerOf(value: unknown): CachedAnswer {
  const json = value === null || value === undefined ? null : JSON.stringify(value);
  const digest = createHash('sha1')
    .update(json ?? '')
    .digest('base64url');
  return { json, etag: `"${digest}"` };
}

/** An in-memory cache of JSON answers with their ETags, one per app. */
export function createAnswerCache(ttlMs: number): AnswerCache {
  const entries = new Map<string, { expires: number; answer: Promise<CachedAnswer> }>();
  return {
    cached(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.answer;
      const answer = load().then(answerOf);
      entries.set(key, { expires: Date.now() + ttlMs, answer });
      answer.catch(() => entries.delete(key));
      return answer;
    },
    clear() {
      entries.clear();
    },
  };
}
