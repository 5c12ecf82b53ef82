import Router from '@koa/router';
import { FLEET_OPERATIONS_MESSAGES, supportSchema } from '@freight/contracts';
import { parse } from '../../../http/validate';
import { sendSupportRequest } from './service';
import { STAFF } from '../team/access';

/** Settings & More → Support: a contact form mailed to the company's notificationEmail. */
export function supportRoutes(): Router {
  const router = new Router();
  router.post('/support', STAFF, async (ctx) => {
    await sendSupportRequest(ctx.state.carrierId as string, parse(supportSchema, ctx.request.body));
    ctx.body = { message: FLEET_OPERATIONS_MESSAGES.supportSent };
  });
  return router;
}
