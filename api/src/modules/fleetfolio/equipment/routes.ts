import Router from '@koa/router';
import { trailerSchema, truckSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { STAFF } from '../team/access';
import { trailers, trucks } from './service';

/** The carrier's trucks and trailers (Equipment tab). */
export function equipmentRoutes(): Router {
  const router = new Router();
  crudRoutes(router, '/trucks', truckSchema, trucks, STAFF);
  crudRoutes(router, '/trailers', trailerSchema, trailers, STAFF);
  return router;
}
