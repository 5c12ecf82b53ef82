import type Router from '@koa/router';
import { adminAuthRouter } from './admin-auth/routes';
import { adminRouter } from './admin/routes';
import { reviewLinkRouter, reviewRequestsAdminRouter } from './review-requests/routes';
import { reviewsRouter } from './reviews/routes';
import { sentMailRouter } from './sent-mail/routes';
import { fleetfolioRouters } from './fleetfolio/routes';
import { geoRouter } from './geo/routes';
import { healthRouter } from './health/routes';
import { landingRouter } from './landing/routes';
import { adminShipmentsRouter, trackingRouter } from './shipments/routes';
import { adminInvoicesRouter } from './invoices/routes';
import { clientPortalRouter } from './client-portal/routes';
import { tripPlannerRouter } from './trip-planner/routes';
import { quotesRouter } from './quotes/routes';
import { uploadsRouter } from './uploads/routes';
import { applicationsRouter } from './applications/routes';
import { socialPreviewRouter } from './social-preview/routes';

/** Every API module's router, mounted by createApp. Add one line per module. */
export const moduleRouters: Router[] = [
  quotesRouter,
  uploadsRouter,
  applicationsRouter,
  socialPreviewRouter,
  healthRouter,
  landingRouter,
  geoRouter,
  tripPlannerRouter,
  ...fleetfolioRouters,
  adminAuthRouter,
  adminRouter,
  reviewRequestsAdminRouter,
  reviewLinkRouter,
  reviewsRouter,
  sentMailRouter,
  trackingRouter,
  adminShipmentsRouter,
  adminInvoicesRouter,
  clientPortalRouter,
];
