import Router from '@koa/router';
import { customerSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { STAFF } from '../team/access';
import { customers } from './service';

/** Customers, shippers and consignees: the carrier's address book. */
export function customerRoutes(): Router {
  const router = new Router();
  crudRoutes(router, '/customers', customerSchema, customers, STAFF);
  return router;
}
