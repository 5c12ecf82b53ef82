import type { SessionAccounts } from './auth/sessions';
import type { AppDeps } from './deps';
import type { AreaSpec } from './http/area';
import { adminRoutes } from './modules/admin';
import { adminAccounts, adminAuthRoutes, requireActiveAdmin } from './modules/admin-auth';
import { applicationRoutes } from './modules/applications';
import { clientAccounts, clientPortalRoutes, requireActiveClient } from './modules/client-portal';
import { fieldVitalsAdminRoutes, fieldVitalsBeaconRoutes } from './modules/field-vitals';
import { fleetfolioRoutes, memberAccounts, requireActiveCarrier } from './modules/fleetfolio';
import { geoRoutes } from './modules/geo';
import { healthRoutes } from './modules/health';
import { invoiceAdminRoutes } from './modules/invoices';
import { landingRoutes } from './modules/landing';
import { quoteRoutes } from './modules/quotes';
import { reviewLinkRoutes, reviewRequestAdminRoutes } from './modules/review-requests';
import { reviewAdminRoutes } from './modules/reviews';
import { sentMailRoutes } from './modules/sent-mail';
import { shipmentAdminRoutes, trackingRoutes } from './modules/shipments';
import { mailPreferenceRoutes } from './modules/mail-preferences';
import { socialPreviewRoutes } from './modules/social-preview';
import { tripPlannerRoutes } from './modules/trip-planner';
import { uploadRoutes } from './modules/uploads';

/** The accounts behind each kind of session, read with the session by the session store. */
export const sessionAccounts: SessionAccounts = {
  admin: adminAccounts,
  client: clientAccounts,
  carrier: memberAccounts,
};

/**
 * The API's four areas and the modules' routers in each, built from one app's deps. Add a
 * module's router to its area's list with one line; its paths are relative to the prefix.
 */
export function apiAreas(deps: AppDeps): AreaSpec[] {
  return [
    {
      name: 'admin',
      prefix: '/api/admin',
      session: 'admin',
      guard: requireActiveAdmin,
      routers: [
        adminAuthRoutes(deps),
        adminRoutes(deps),
        reviewRequestAdminRoutes(deps),
        reviewAdminRoutes(deps),
        sentMailRoutes(deps),
        shipmentAdminRoutes(deps),
        invoiceAdminRoutes(),
        fieldVitalsAdminRoutes(),
      ],
    },
    {
      name: 'client-portal',
      prefix: '/api/client-portal',
      session: 'client',
      guard: requireActiveClient,
      routers: [clientPortalRoutes(deps)],
    },
    {
      name: 'fleetfolio',
      prefix: '/api/fleetfolio',
      session: 'carrier',
      guard: requireActiveCarrier,
      routers: fleetfolioRoutes(deps),
    },
    {
      name: 'public',
      prefix: '/api',
      routers: [
        landingRoutes(deps),
        healthRoutes(),
        quoteRoutes(deps),
        uploadRoutes(deps),
        applicationRoutes(deps),
        socialPreviewRoutes(),
        geoRoutes(deps),
        tripPlannerRoutes(deps),
        reviewLinkRoutes(),
        trackingRoutes(deps),
        mailPreferenceRoutes(deps),
        fieldVitalsBeaconRoutes(deps),
      ],
    },
  ];
}
