import Router from '@koa/router';
import Joi from 'joi';
import type { OutboxMessageState, SentMailList } from '@freight/contracts';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { emptySchema, parse } from '../../http/validate';

const STATES: OutboxMessageState[] = ['queued', 'sending', 'retrying', 'sent', 'failed'];

const querySchema = Joi.object({
  limit: Joi.number().integer().min(1).max(200).default(100),
  state: Joi.string().valid(...STATES),
});

export const SENT_MAIL_MESSAGES = {
  notFound: 'This message could not be found.',
  notFailed: 'Only a failed message can be sent again.',
} as const;

/**
 * The admin's Sent Mail tab: every message of the outbox with its state, and a failed one sent
 * again (admin area: a signed-in admin; writes pass the origin check like all others).
 */
export function sentMailRoutes({ mail }: AppDeps): Router {
  const router = new Router({ prefix: '/sent-mail' });
  router.get('/', async (ctx) => {
    const query = parse(querySchema, ctx.query) as { limit: number; state?: OutboxMessageState };
    ctx.set('Cache-Control', 'no-store');
    const answer: SentMailList = { catching: mail.catching, messages: await mail.list(query) };
    ctx.body = answer;
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
