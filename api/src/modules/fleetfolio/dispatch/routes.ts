import Router from '@koa/router';
import { dispatchBoardQuerySchema } from '@freight/contracts';
import { parse } from '../../../http/validate';
import { carrierIdOf, STAFF } from '../team/access';
import { dispatchBoard } from './service';

/** The dispatch board (issue 22): the owner's and dispatchers' week of trips by driver and truck. */
export function dispatchRoutes(): Router {
  const router = new Router();
  router.get('/dispatch-board', STAFF, async (ctx) => {
    const query = parse(dispatchBoardQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await dispatchBoard(carrierIdOf(ctx), query);
  });
  return router;
}
