/**
 * Every model, one file per collection (named after the documented table). The owner-scoped
 * tms_* models are registered here but reached only through db/ownerScope.ts (`carrierData`);
 * tests read them raw through `./tms`. tms_users (the carrier accounts) is not owner data.
 */
export * from './admins';
export * from './blog_posts';
export * from './caught_mails';
export * from './client_portal_users';
export * from './company_settings';
export * from './customer_reviews';
export * from './driver_applications';
export * from './fleet_stats';
import './fleet_vehicles';
export * from './invoices';
export * from './jobs';
export * from './mail_outbox';
export * from './mail_opt_outs';
export * from './outreach_logs';
export * from './owner_operator_applications';
export * from './password_resets';
export * from './quote_requests';
export * from './rate_limit_counters';
export * from './review_requests';
export * from './services';
export * from './sessions';
export * from './shipment_updates';
export * from './shipments';
export * from './testimonials';
export * from './tms_users';
export * from './trip_planner_routes';
export * from './trip_planner_stats';
export * from './upload_claims';
export * from './web_vitals';
export * from './status_changes';
import './tms';
export type {
  TmsActivity,
  TmsDriverAction,
  TmsInvite,
  TmsPayItem,
  TmsSettlement,
  TmsCustomer,
  TmsDriver,
  TmsExpense,
  TmsInvoice,
  TmsPlannedLoad,
  TmsTrailer,
  TmsTrip,
  TmsTruck,
} from './tms';
