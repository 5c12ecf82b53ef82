import Router from '@koa/router';
import { FLEET_OPERATIONS_MESSAGES, supportSchema } from '@freight/contracts';
import { parse } from '../../../http/validate';
import { requireActiveCarrier } from '../shared/requireActiveCarrier';
import { sendSupportRequest } from './service';

/** Settings & More → Support: a contact form mailed to the company's notificationEmail. */
export const supportRouter = new Router({ prefix: '/api/fleetfolio' });

supportRouter.post('/support', requireActiveCarrier, async (ctx) => {
  await sendSupportRequest(ctx.state.carrierId as string, parse(supportSchema, ctx.request.body));
  ctx.body = { message: FLEET_OPERATIONS_MESSAGES.supportSent };
});
