import Router from '@koa/router';
import {
  driverDetailsSchema,
  driverSchema,
  type Driver,
  type DriverInput,
} from '@freight/contracts';
import { crudRoutes, type StaffView } from '../shared/crudRoutes';
import { STAFF } from '../team/access';
import { drivers } from './service';

/** A dispatcher neither sets nor sees a driver's pay (issue 22): that is the owner's. */
const withoutPay: StaffView<DriverInput, Driver> = {
  // Without pay fields the service keeps the stored pay (a new driver: per mile at 0).
  schema: driverDetailsSchema as unknown as StaffView<DriverInput, Driver>['schema'],
  present: (driver) => ({ ...driver, payType: null, payRate: null }),
};

/** The carrier's drivers (Drivers tab). */
export function driverRoutes(): Router {
  const router = new Router();
  crudRoutes(router, '/drivers', driverSchema, drivers, STAFF, withoutPay);
  return router;
}
