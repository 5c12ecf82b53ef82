import type Router from '@koa/router';
import { carrierAuthRouter } from './auth/routes';
import { dashboardRouter } from './dashboard/routes';
import { driversRouter } from './drivers/routes';
import { equipmentRouter } from './equipment/routes';
import { loadsRouter } from './loads/routes';

/** Every FleetFolio router: accounts, dashboard, loads, drivers, equipment. */
export const fleetfolioRouters: Router[] = [
  carrierAuthRouter,
  dashboardRouter,
  loadsRouter,
  driversRouter,
  equipmentRouter,
];
