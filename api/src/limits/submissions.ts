import type { Context, Next } from 'koa';
import { logger } from '../http/logger';
import type { Limiter } from './limits';

/**
 * A per-address limit on stored submissions (quotes, applications): `guard` refuses once the
 * address has spent its uses; `count` runs after the submission was stored, so a refused or
 * invalid one does not count. A count that cannot be written is logged, never answered as a
 * failure: the submission is already stored.
 */
export function submissionLimit(limiter: Limiter) {
  return {
    async guard(ctx: Context, next: Next): Promise<void> {
      await limiter.refuseWhenSpent(ctx.ip);
      await next();
    },
    async count(ctx: Context): Promise<void> {
      await limiter.count(ctx.ip).catch((error: unknown) => {
        logger.error({ err: error, limit: limiter.rule.name }, 'could not count a submission');
      });
    },
  };
}
