import Router from '@koa/router';
import { sentMailListQuerySchema, type SentMailPage } from '@freight/contracts';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { emptySchema, parse } from '../../http/validate';

export const SENT_MAIL_MESSAGES = {
  notFound: 'This message could not be found.',
  notFailed: 'Only a failed message can be sent again.',
} as const;

/**
 * The admin's Sent Mail tab: the outbox a page at a time with each message's state, one message
 * by its id, and a failed one sent again (admin area: a signed-in admin; writes pass the origin
 * check like all others).
 */
export function sentMailRoutes({ mail }: AppDeps): Router {
  const router = new Router({ prefix: '/sent-mail' });
  router.get('/', async (ctx) => {
    const query = parse(sentMailListQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    const answer: SentMailPage = { catching: mail.catching, ...(await mail.page(query)) };
    ctx.body = answer;
  });
  router.get('/:id', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const message = await mail.message(ctx.params.id!);
    if (!message) throw notFound(SENT_MAIL_MESSAGES.notFound);
    ctx.body = message;
  });
  router.post('/:id/retry', async (ctx) => {
    parse(emptySchema, ctx.request.body ?? {});
    const answer = await mail.retry(ctx.params.id!);
    if (answer === null) throw notFound(SENT_MAIL_MESSAGES.notFound);
    if (answer === 'not-failed') throw conflict(SENT_MAIL_MESSAGES.notFailed);
    ctx.body = answer;
  });
  return router;
}
