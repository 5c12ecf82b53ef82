import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { parse } from '../../http/validate';
import { submissionLimit, type LimitRule } from '../../limits';
import { quoteRequestSchema } from './schemas';
import { submitQuote } from './service';

/** Stored quotes one address may submit per hour, against form spam; refused ones do not count. */
export const QUOTE_SUBMISSIONS: LimitRule = {
  name: 'quote',
  points: 30,
  windowSeconds: 60 * 60,
  message: 'Too many submissions. Please try again later.',
};

/** Public quote requests (spec 000 §7 Quote), public area. */
export function quoteRoutes({ limits, mail, mailQuota: quota, publicOrigin }: AppDeps): Router {
  const limit = submissionLimit(limits.limiter(QUOTE_SUBMISSIONS));
  const router = new Router({ prefix: '/quotes' });
  router.post('/', limit, async (ctx) => {
    const input = parse(quoteRequestSchema, ctx.request.body);
    const sender = { anonymous: true as const, publicOrigin, address: ctx.ip, quota };
    const quote = await submitQuote(input, mail, sender);
    ctx.status = 201;
    ctx.body = quote;
  });
  return router;
}
