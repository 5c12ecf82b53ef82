import Router from '@koa/router';
import { parse } from '../../http/validate';
import { quoteRequestSchema } from './schemas';
import { submitQuote } from './service';
import { submissionLimit } from './submissionLimit';

const limit = submissionLimit('quote');

/** Public quote requests (spec 000 §7 Quote). */
export const quotesRouter = new Router({ prefix: '/api/quotes' });

quotesRouter.post('/', limit.guard, async (ctx) => {
  const input = parse(quoteRequestSchema, ctx.request.body);
  const quote = await submitQuote(input);
  await limit.count(ctx);
  ctx.status = 201;
  ctx.body = quote;
});
