/** Landing data may be up to this old; an admin change calls invalidateLandingCache() to show it at once. */
export const LANDING_CACHE_MS = 5 * 60_000;

const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: Date.now() + LANDING_CACHE_MS, value });
  value.catch(() => entries.delete(key));
  return value;
}

/** Drops every cached landing read (company settings, stats, services, testimonials, blog). */
export function invalidateLandingCache(): void {
  entries.clear();
}
