import type { Layer } from '@koa/router';
import type { ActivityRecordType } from '@freight/contracts';

export interface ActivityRule {
  record: ActivityRecordType;
  /** What was done; `{label}` is the record's name, else it follows the action. */
  action: string;
  /** Where the record's id is: a path parameter (default `id`), the answer's `id`, or nowhere. */
  idFrom?: 'answer' | 'none';
}

const PREFIX = '/api/fleetfolio';

/** `POST /loads/:id` for a matched route of the FleetFolio area. */
export const activityKey = (method: string, route: Layer) =>
  `${method} ${String(route.path).slice(PREFIX.length)}`;

const crud = (path: string, record: ActivityRecordType, noun: string) => ({
  [`POST ${path}`]: { record, action: `Created ${noun}`, idFrom: 'answer' as const },
  [`PUT ${path}/:id`]: { record, action: `Updated ${noun}` },
  [`DELETE ${path}/:id`]: { record, action: `Deleted ${noun}` },
  [`POST ${path}/:id/restore`]: { record, action: `Restored ${noun}` },
});

/**
 * The activity log's rule for every FleetFolio write a signed-in member makes (issue 22): who
 * did what on which record. `activity.test.ts` checks that every write route of the area has
 * one, so a new route cannot change data without leaving a line.
 */
export const ACTIVITY_RULES: Readonly<Record<string, ActivityRule>> = {
  ...crud('/loads', 'load', 'load'),
  ...crud('/drivers', 'driver', 'driver'),
  ...crud('/trucks', 'truck', 'truck'),
  ...crud('/trailers', 'trailer', 'trailer'),
  ...crud('/customers', 'customer', 'customer'),
  'POST /trips': { record: 'trip', action: 'Created trip', idFrom: 'answer' },
  'DELETE /trips/:id': { record: 'trip', action: 'Deleted trip' },
  'POST /trips/:id/restore': { record: 'trip', action: 'Restored trip' },
  'PATCH /trips/:id/miles': { record: 'trip', action: 'Changed the miles of trip' },
  'PATCH /trips/:id/hours': { record: 'trip', action: 'Changed the driver hours of trip' },
  'POST /trips/:id/loads': { record: 'trip', action: 'Added a load to trip' },
  'DELETE /trips/:id/loads/:loadId': { record: 'trip', action: 'Removed a load from trip' },
  'POST /trips/:id/dispatch': { record: 'trip', action: 'Dispatched trip' },
  'POST /trips/:id/stops/:stopId/complete': { record: 'trip', action: 'Completed a stop of trip' },
  'POST /trips/:id/expenses': { record: 'trip', action: 'Added an expense to trip' },
  'DELETE /trips/:id/expenses/:expenseId': { record: 'trip', action: 'Deleted an expense of trip' },
  'POST /invoices': { record: 'invoice', action: 'Created invoice', idFrom: 'answer' },
  'DELETE /invoices/:id': { record: 'invoice', action: 'Deleted invoice' },
  'POST /invoices/:id/restore': { record: 'invoice', action: 'Restored invoice' },
  'POST /invoices/mark-paid': {
    record: 'invoice',
    action: 'Marked invoices paid',
    idFrom: 'none',
  },
  'POST /invoices/:id/payments': { record: 'invoice', action: 'Recorded a payment on invoice' },
  'POST /invoices/:id/send': { record: 'invoice', action: 'Emailed invoice' },
  'POST /documents': { record: 'document', action: 'Uploaded document', idFrom: 'answer' },
  'DELETE /documents/:id': { record: 'document', action: 'Deleted document' },
  'POST /reports/ifta': { record: 'ifta', action: 'Added an IFTA line', idFrom: 'none' },
  'PUT /reports/ifta/:id': { record: 'ifta', action: 'Corrected IFTA line' },
  'DELETE /reports/ifta/:id': { record: 'ifta', action: 'Deleted IFTA line' },
  'POST /support': { record: 'support', action: 'Sent a support request', idFrom: 'none' },
  'POST /team/invites': { record: 'invite', action: 'Invited', idFrom: 'answer' },
  'POST /team/invites/:id/resend': { record: 'invite', action: 'Sent a new invitation to' },
  'DELETE /team/invites/:id': { record: 'invite', action: 'Withdrew the invitation of' },
  'PUT /team/members/:id/role': { record: 'member', action: 'Changed the role of' },
  'DELETE /team/members/:id': { record: 'member', action: 'Removed from the team:' },
  'POST /team/members/:id/ownership': { record: 'member', action: 'Transferred ownership to' },
  'POST /driver/trips/:id/stops/:stopId/arrive': {
    record: 'trip',
    action: 'Arrived at a stop of trip',
  },
  'POST /driver/trips/:id/stops/:stopId/complete': {
    record: 'trip',
    action: 'Completed a stop of trip',
  },
  'POST /driver/trips/:id/odometer': { record: 'trip', action: 'Recorded the odometer of trip' },
  'POST /driver/trips/:id/documents': { record: 'trip', action: 'Sent a document for trip' },
  'POST /driver/trips/:id/fuel': { record: 'trip', action: 'Recorded a fuel purchase on trip' },
  'POST /pay-items': { record: 'pay_item', action: 'Recorded a pay item', idFrom: 'answer' },
  'DELETE /pay-items/:id': { record: 'pay_item', action: 'Deleted a pay item' },
  'POST /settlements': { record: 'settlement', action: 'Created settlement', idFrom: 'answer' },
  'POST /settlements/:id/redraw': { record: 'settlement', action: 'Redrew settlement' },
  'POST /settlements/:id/approve': { record: 'settlement', action: 'Approved settlement' },
  'POST /settlements/:id/pay': { record: 'settlement', action: 'Marked settlement {label} paid' },
  'DELETE /settlements/:id': { record: 'settlement', action: 'Deleted settlement' },
};

/** The log's summary of a rule for a record named `label`. */
export const summaryOf = (rule: ActivityRule, label: string) =>
  rule.action.includes('{label}')
    ? rule.action.replace('{label}', label).replace(/\s+/g, ' ').trim()
    : `${rule.action} ${label}`.trim();
