import type Router from '@koa/router';
import { requireActiveAccount } from '../../auth/activeAccount';
import type { AppDeps } from '../../deps';
import { carrierAuthRoutes } from './auth/routes';
import { activeCarrier } from './auth/service';
import { customerRoutes } from './customers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { documentRoutes } from './documents/routes';
import { driverRoutes } from './drivers/routes';
import { equipmentRoutes } from './equipment/routes';
import { carrierInvoiceRoutes } from './invoices/routes';
import { loadRoutes } from './loads/routes';
import { reportRoutes } from './reports/routes';
import { supportRoutes } from './support/routes';
import { tripRoutes } from './trips/routes';

/**
 * The FleetFolio area's guard: an active carrier account is signed in. A deactivated or deleted
 * account loses access at once, not when its session expires.
 */
export const requireActiveCarrier = requireActiveAccount('carrier', activeCarrier);

/** Every FleetFolio router: accounts, dashboard, loads, drivers, equipment and operations. */
export function fleetfolioRoutes(deps: AppDeps): Router[] {
  return [
    carrierAuthRoutes(deps),
    dashboardRoutes(),
    loadRoutes(),
    driverRoutes(),
    equipmentRoutes(),
    tripRoutes(deps),
    carrierInvoiceRoutes(deps),
    documentRoutes(),
    reportRoutes(),
    customerRoutes(),
    supportRoutes(deps),
  ];
}
