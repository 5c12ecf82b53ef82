import Router from '@koa/router';
import { parse } from '../../http/validate';
import { quoteRequestSchema } from './schemas';
import { submitQuote } from './service';

/** Public quote requests (spec 000 §7 Quote). */
export const quotesRouter = new Router({ prefix: '/api/quotes' });

quotesRouter.post('/', async (ctx) => {
  const input = parse(quoteRequestSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await submitQuote(input);
});
