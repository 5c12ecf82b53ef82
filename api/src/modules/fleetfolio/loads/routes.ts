import Router from '@koa/router';
import { plannedLoadSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { STAFF } from '../team/access';
import { plannedLoads } from './service';

/** The carrier's planned loads (Load Planner tab). */
export function loadRoutes(): Router {
  const router = new Router();
  crudRoutes(router, '/loads', plannedLoadSchema, plannedLoads, STAFF);
  return router;
}
