import Router from '@koa/router';
import { trailerSchema, truckSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { trailers, trucks } from './service';

/** The carrier's trucks and trailers (Equipment tab). */
export function equipmentRoutes(): Router {
  const router = new Router();
  crudRoutes(router, '/trucks', truckSchema, trucks);
  crudRoutes(router, '/trailers', trailerSchema, trailers);
  return router;
}
