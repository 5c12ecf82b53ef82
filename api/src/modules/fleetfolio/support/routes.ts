import Router from '@koa/router';
import { FLEET_OPERATIONS_MESSAGES, supportSchema } from '@freight/contracts';
import type { AppDeps } from '../../../deps';
import { parse } from '../../../http/validate';
import { sendSupportRequest } from './service';
import { STAFF } from '../team/access';

/** Settings & More → Support: a contact form mailed to the company's notificationEmail. */
export function supportRoutes({ mail, mailQuota: quota }: AppDeps): Router {
  const router = new Router();
  router.post('/support', STAFF, async (ctx) => {
    const input = parse(supportSchema, ctx.request.body);
    await sendSupportRequest(ctx.state.carrierId as string, input, { mail, quota });
    ctx.body = { message: FLEET_OPERATIONS_MESSAGES.supportSent };
  });
  return router;
}
