import Router from '@koa/router';
import { equipmentListQuerySchema, trailerSchema, truckSchema } from '@freight/contracts';
import { parse } from '../../../http/validate';
import { crudRoutes } from '../shared/crudRoutes';
import { STAFF } from '../team/access';
import { trailerPage, trailers, truckPage, trucks } from './service';

/** The carrier's trucks and trailers (Equipment tab). */
export function equipmentRoutes(): Router {
  const router = new Router();
  // The tables' pages, before `/trucks/:id` and `/trailers/:id` (which would take "page").
  router.get('/trucks/page', STAFF, async (ctx) => {
    const query = parse(equipmentListQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await truckPage(ctx.state.carrierId as string, query);
  });
  router.get('/trailers/page', STAFF, async (ctx) => {
    const query = parse(equipmentListQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await trailerPage(ctx.state.carrierId as string, query);
  });
  crudRoutes(router, '/trucks', truckSchema, trucks, STAFF);
  crudRoutes(router, '/trailers', trailerSchema, trailers, STAFF);
  return router;
}
