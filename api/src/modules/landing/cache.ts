import { createHash } from 'node:crypto';

/** Landing data may be up to this old; an admin change calls invalidateLandingCache() to show it at once. */
export const LANDING_CACHE_MS = 5 * 60_000;

/** A landing read as sent: serialised and tagged once per cache entry, not once per request. */
export interface CachedAnswer {
  /** The JSON text, or null when there is nothing to send (answered 204 as before). */
  json: string | null;
  etag: string;
}

const entries = new Map<string, { expires: number; answer: Promise<CachedAnswer> }>();

function answerOf(value: unknown): CachedAnswer {
  const json = value === null || value === undefined ? null : JSON.stringify(value);
  const digest = createHash('sha1')
    .update(json ?? '')
    .digest('base64url');
  return { json, etag: `"${digest}"` };
}

export function cached(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.answer;
  const answer = load().then(answerOf);
  entries.set(key, { expires: Date.now() + LANDING_CACHE_MS, answer });
  answer.catch(() => entries.delete(key));
  return answer;
}

/** Drops every cached landing read (company settings, stats, services, testimonials, blog). */
export function invalidateLandingCache(): void {
  entries.clear();
}
