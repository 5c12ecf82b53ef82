import type { Context, Next } from 'koa';
import { logger } from '../http/logger';
import type { Limiter } from './limits';

/**
 * Route middleware: a per-address limit on stored submissions (quotes, applications). It
 * reserves the submission's use before the handler runs, atomically, so submissions sent at
 * once cannot all pass; a submission refused further on (invalid, or not stored) gets its use
 * back, so only stored ones count. A use that cannot be given back is logged, never answered
 * in place of the refusal.
 */
export function submissionLimit(limiter: Limiter) {
  return async function limitSubmissions(ctx: Context, next: Next): Promise<void> {
    await limiter.reserve(ctx.ip, 1);
    try {
      await next();
    } catch (error) {
      await limiter.refund(ctx.ip).catch((refundError: unknown) => {
        logger.error(
          { err: refundError, limit: limiter.rule.name },
          'could not refund a submission',
        );
      });
      throw error;
    }
  };
}
