import Router from '@koa/router';
import { plannedLoadListQuerySchema, plannedLoadSchema } from '@freight/contracts';
import { parse } from '../../../http/validate';
import { crudRoutes } from '../shared/crudRoutes';
import { STAFF } from '../team/access';
import { plannedLoadPage, plannedLoads } from './service';

/** The carrier's planned loads (Load Planner tab). */
export function loadRoutes(): Router {
  const router = new Router();
  /** A page of the Load Planner table (before `/loads/:id`, which would take "page" as an id). */
  router.get('/loads/page', STAFF, async (ctx) => {
    const query = parse(plannedLoadListQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await plannedLoadPage(ctx.state.carrierId as string, query);
  });
  crudRoutes(router, '/loads', plannedLoadSchema, plannedLoads, STAFF);
  return router;
}
