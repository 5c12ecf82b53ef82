/** The owner-scoped tms_* models: db/ownerScope.ts and tests only (lint enforces it). */
export * from './tms_address_book';
export * from './tms_customers';
export * from './tms_drivers';
export * from './tms_expenses';
export * from './tms_invoice_loads';
export * from './tms_invoice_payments';
export * from './tms_invoices';
export * from './tms_miles_by_state';
export * from './tms_planned_loads';
export * from './tms_trailers';
export * from './tms_trip_loads';
export * from './tms_trip_stops';
export * from './tms_trips';
export * from './tms_trucks';
