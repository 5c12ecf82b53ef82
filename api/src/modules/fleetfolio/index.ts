import type Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { activityRoutes } from './activity/routes';
import { carrierAuthRoutes } from './auth/routes';
import { complianceRoutes } from './compliance/routes';
import { customerRoutes } from './customers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { dispatchRoutes } from './dispatch/routes';
import { documentRoutes } from './documents/routes';
import { driverPhoneRoutes } from './driver/routes';
import { driverRoutes } from './drivers/routes';
import { equipmentRoutes } from './equipment/routes';
import { carrierInvoiceRoutes } from './invoices/routes';
import { loadRoutes } from './loads/routes';
import { reportRoutes } from './reports/routes';
import { settlementRoutes } from './settlements/routes';
import { supportRoutes } from './support/routes';
import { requireCarrierMember } from './team/access';
import { teamRoutes } from './team/routes';
import { tripRoutes } from './trips/routes';

/**
 * The FleetFolio area's guard: an active member of an active carrier is signed in and the route
 * allows their role. A deactivated, deleted or removed account loses access at once, not when its
 * session expires.
 */
export const requireActiveCarrier = requireCarrierMember;
export { memberAccounts } from './auth/service';

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
    teamRoutes(deps),
    driverPhoneRoutes(deps),
    activityRoutes(),
    complianceRoutes(),
    dispatchRoutes(),
    settlementRoutes(),
  ];
}

/** The daily compliance digest mails (issue 22), run by the server's periodic jobs. */
export { complianceDigestJob } from './compliance/digest';
