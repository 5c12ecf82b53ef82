import Router from '@koa/router';
import { customerSchema } from '@freight/contracts';
import { crudRoutes } from '../shared/crudRoutes';
import { customers } from './service';

/** Customers, shippers and consignees: the carrier's address book. */
export function customerRoutes(): Router {
  const router = new Router();
  crudRoutes(router, '/customers', customerSchema, customers);
  return router;
}
