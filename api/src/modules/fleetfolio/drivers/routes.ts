import Router from '@koa/router';
import { driverSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { STAFF } from '../team/access';
import { drivers } from './service';

/** The carrier's drivers (Drivers tab). */
export function driverRoutes(): Router {
  const router = new Router();
  crudRoutes(router, '/drivers', driverSchema, drivers, STAFF);
  return router;
}
