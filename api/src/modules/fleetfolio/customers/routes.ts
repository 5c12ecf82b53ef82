import Router from '@koa/router';
import { customerListQuerySchema, customerSchema } from '@freight/contracts';
import { parse } from '../../../http/validate';
import { crudRoutes } from '../shared/crudRoutes';
import { STAFF } from '../team/access';
import { customerPage, customers } from './service';

/** Customers, shippers and consignees: the carrier's address book. */
export function customerRoutes(): Router {
  const router = new Router();
  /** A page of the Customers table (before `/customers/:id`, which would take "page" as an id). */
  router.get('/customers/page', STAFF, async (ctx) => {
    const query = parse(customerListQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await customerPage(ctx.state.carrierId as string, query);
  });
  crudRoutes(router, '/customers', customerSchema, customers, STAFF);
  return router;
}
