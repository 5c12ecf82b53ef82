import Router from '@koa/router';
import Joi from 'joi';
import type { CaughtMail } from '@freight/contracts';
import type { AppDeps } from '../../deps';
import { parse } from '../../http/validate';
import { listCaughtMails } from '../../mail';

const querySchema = Joi.object({ limit: Joi.number().integer().min(1).max(200).default(100) });

/** What the local mail catcher received, so the whole flow can be followed on one machine. */
export function sentMailRoutes({ config }: AppDeps): Router {
  const catching = !config.smtpUrl;
  const router = new Router({ prefix: '/sent-mail' });
  router.get('/', async (ctx) => {
    const { limit } = parse(querySchema, ctx.query) as { limit: number };
    ctx.set('Cache-Control', 'no-store');
    const mails = catching ? await listCaughtMails(limit) : [];
    const messages: CaughtMail[] = mails.map((mail) => ({
      id: mail.id,
      from: mail.from ?? '',
      to: mail.to,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      receivedAt: mail.receivedAt.toISOString(),
    }));
    ctx.body = { catching, messages };
  });
  return router;
}
