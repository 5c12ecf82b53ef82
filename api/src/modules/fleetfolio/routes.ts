import type Router from '@koa/router';
import { carrierAuthRouter } from './auth/routes';
import { dashboardRouter } from './dashboard/routes';
import { driversRouter } from './drivers/routes';
import { equipmentRouter } from './equipment/routes';
import { loadsRouter } from './loads/routes';
import { tripsRouter } from './trips/routes';
import { invoicesRouter } from './invoices/routes';
import { documentsRouter } from './documents/routes';
import { reportsRouter } from './reports/routes';
import { customersRouter } from './customers/routes';
import { supportRouter } from './support/routes';

/** Every FleetFolio router: accounts, dashboard, loads, drivers, equipment and operations. */
export const fleetfolioRouters: Router[] = [
  carrierAuthRouter,
  dashboardRouter,
  loadsRouter,
  driversRouter,
  equipmentRouter,
  tripsRouter,
  invoicesRouter,
  documentsRouter,
  reportsRouter,
  customersRouter,
  supportRouter,
];
