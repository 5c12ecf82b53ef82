import type { Context, Next } from 'koa';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../http/errors';

/** Stored submissions one visitor may make per window; refused ones do not count. */
const SUBMISSIONS_PER_WINDOW = 30;
const WINDOW_SECONDS = 60 * 60;

/**
 * A per-address limit on stored public submissions (quotes, applications), against form spam.
 * `guard` is the middleware that refuses once the limit is reached; `count` runs after a
 * submission was stored.
 */
export function submissionLimit(kind: string) {
  const limiter = new RateLimiterMemory({
    keyPrefix: kind,
    points: SUBMISSIONS_PER_WINDOW,
    duration: WINDOW_SECONDS,
  });
  return {
    async guard(ctx: Context, next: Next): Promise<void> {
      const used = await limiter.get(ctx.ip);
      if (used && used.consumedPoints >= SUBMISSIONS_PER_WINDOW) {
        throw tooManyRequests(
          used.msBeforeNext / 1000,
          'Too many submissions. Please try again later.',
        );
      }
      await next();
    },
    async count(ctx: Context): Promise<void> {
      await limiter.penalty(ctx.ip, 1);
    },
  };
}
