import Router from '@koa/router';
import {
  driverDetailsSchema,
  driverListQuerySchema,
  driverSchema,
  type Driver,
  type DriverInput,
} from '@freight/contracts';
import { parse } from '../../../http/validate';
import { crudRoutes, type StaffView } from '../shared/crudRoutes';
import { STAFF } from '../team/access';
import { driverPage, drivers } from './service';

/** A dispatcher neither sets nor sees a driver's pay (issue 22): that is the owner's. */
const withoutPay: StaffView<DriverInput, Driver> = {
  // Without pay fields the service keeps the stored pay (a new driver: per mile at 0).
  schema: driverDetailsSchema as unknown as StaffView<DriverInput, Driver>['schema'],
  present: (driver) => ({ ...driver, payType: null, payRate: null }),
};

/** The carrier's drivers (Drivers tab). */
export function driverRoutes(): Router {
  const router = new Router();
  /** A page of the Drivers table (before `/drivers/:id`); a dispatcher's rows carry no pay. */
  router.get('/drivers/page', STAFF, async (ctx) => {
    const query = parse(driverListQuerySchema, ctx.query);
    const page = await driverPage(ctx.state.carrierId as string, query);
    const isOwner = ctx.state.role === 'owner';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = isOwner ? page : { ...page, items: page.items.map(withoutPay.present) };
  });
  crudRoutes(router, '/drivers', driverSchema, drivers, STAFF, withoutPay);
  return router;
}
