import { statusColour, type BadgeColour } from './statusTones';
import type { ListPage, ListQuery } from './listPages';
import type { QuoteAnswer, QuotePrice } from './quotePriceDisplay';

/**
 * The statuses staff set by hand. `quoted` with a price comes from the price form
 * (POST /api/admin/quotes/:id/price); `accepted` and `declined` only from the shipper's answer.
 */
export const QUOTE_STAFF_STATUSES = ['pending', 'contacted', 'quoted', 'closed'] as const;
export const QUOTE_STATUSES = [...QUOTE_STAFF_STATUSES, 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type QuoteStaffStatus = (typeof QUOTE_STAFF_STATUSES)[number];

/**
 * The statuses staff may set on a quote by hand. `quoted` needs a price: the price form sets it,
 * and by hand a quote can only go back to it once priced (a shipper has nothing to accept in a
 * priceless quote). Once the shipper answered the price, only `closed`: any other status would
 * contradict the recorded answer.
 */
export function staffQuoteStatusesFor(quote: {
  answer?: unknown;
  price?: unknown;
}): readonly QuoteStaffStatus[] {
  if (quote.answer) return ['closed'];
  return quote.price
    ? QUOTE_STAFF_STATUSES
    : QUOTE_STAFF_STATUSES.filter((status) => status !== 'quoted');
}

export const APPLICATION_STATUSES = [
  'pending',
  'reviewed',
  'approved',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Admin badge colours (spec 001 §4), from the one status→tone map every area uses (issue 23):
 * pending yellow, contacted and reviewed blue, quoted, accepted, approved and hired green,
 * declined and rejected red, closed grey. An unknown status falls back to grey.
 */
export const STATUS_BADGE_COLOURS = Object.fromEntries(
  [...QUOTE_STATUSES, ...APPLICATION_STATUSES].map((status) => [status, statusColour(status)]),
) as Record<QuoteStatus | ApplicationStatus, BadgeColour>;

export const STATUS_NOTE_MAX = 500;

export interface StatusChangeInput<S extends string = string> {
  status: S;
  note?: string;
}

/** The columns staff may sort the quote requests table by. */
export const ADMIN_QUOTE_SORTS = ['createdAt', 'companyName', 'reference', 'status'] as const;
export type AdminQuoteSort = (typeof ADMIN_QUOTE_SORTS)[number];

/** One page of the quote requests table: newest first unless sorted, `cursor` for the next page. */
export type AdminQuoteListQuery = ListQuery<QuoteStatus, AdminQuoteSort>;

/** The columns staff may sort a driver or owner operator applications table by. */
export const ADMIN_APPLICATION_SORTS = [
  'submittedAt',
  'lastName',
  'yearsExperience',
  'status',
] as const;
export type AdminApplicationSort = (typeof ADMIN_APPLICATION_SORTS)[number];
export type AdminApplicationListQuery = ListQuery<ApplicationStatus, AdminApplicationSort>;

/** One recorded status change of a quote or an application, newest first in lists. */
export interface StatusChange {
  id: string;
  fromStatus: string;
  toStatus: string;
  note: string;
  changedBy: string;
  changedAt: string;
}

/** A document attached to a quote or an application, downloadable by staff. */
export interface AdminDocument {
  /** Path of the authorised download, relative to the site. */
  url: string;
  /** What the document is ('CDL document', 'Document 1'). */
  label: string;
  /** The uploader's own name of the file ('bol.pdf'), when the file store has it. */
  fileName?: string;
}

export interface AdminQuote {
  id: string;
  /** The shipper's reference (quotes stored before issue 24 have none). */
  reference?: string;
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  pickupLocation: string;
  deliveryLocation: string;
  freightType: string;
  weight?: string;
  requestedDate?: string;
  additionalInfo?: string;
  /** Details of the full quote form, shown to staff when given. */
  additionalFreightType?: string;
  dimensions?: string;
  pickupDate?: string;
  /** 'appointment' or 'flexible' (TIME_TYPES). */
  pickupTimeType?: string;
  pickupTime?: string;
  deliveryDate?: string;
  deliveryTimeType?: string;
  deliveryTime?: string;
  driverAssistance?: string;
  assistanceLocation?: string;
  assistanceType?: string;
  status: string;
  createdAt: string;
  documents: AdminDocument[];
  history: StatusChange[];
  /** The price staff set, and the shipper's answer to it. */
  price?: QuotePrice;
  answer?: QuoteAnswer;
  /** The shipment made from this quote (a quote makes one). */
  shipment?: { id: string; shipmentNumber: string };
}

export interface AdminDriverApplication {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  cdlNumber: string;
  cdlClass: string;
  yearsExperience: number;
  previousEmployer?: string;
  hasDui: string;
  hasAccidents: string;
  accidentDetails?: string;
  isAvailableImmediately: boolean;
  status: string;
  submittedAt: string;
  documents: AdminDocument[];
  history: StatusChange[];
}

export interface AdminOwnerOperatorApplication extends AdminDriverApplication {
  truckYear: number;
  truckMake: string;
  truckModel: string;
  truckVin: string;
  maintenanceChoice: string;
  previousCarrier?: string;
}

/**
 * What Sent Mail shows in place of a message's secrets (a confirmation or review link's token),
 * so staff never hold a link only its recipient may use.
 */
export const OUTBOX_HIDDEN_TEXT = '[hidden]';

/** Where a message is on its way out (the outbox's states). */
export const OUTBOX_STATES = ['queued', 'sending', 'retrying', 'sent', 'failed'] as const;
export type OutboxMessageState = (typeof OUTBOX_STATES)[number];

/**
 * One message of the mail outbox as the admin's Sent Mail tab shows it: queued, being sent,
 * retrying (with the next attempt's time and the last error), sent, or failed (with the error).
 */
export interface OutboxMessage {
  id: string;
  messageId: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; size: number }[];
  state: OutboxMessageState;
  /** Attempts made so far, of `maxAttempts`. */
  attempts: number;
  maxAttempts: number;
  /** When the next attempt is due (queued and retrying). */
  nextAttemptAt?: string;
  /** Why the last attempt failed (retrying and failed). */
  lastError?: string;
  createdAt: string;
  sentAt?: string;
  failedAt?: string;
}

/** The columns staff may sort Sent Mail by: queued, subject, state, sent. */
export const SENT_MAIL_SORTS = ['createdAt', 'subject', 'state', 'sentAt'] as const;
export type SentMailSort = (typeof SENT_MAIL_SORTS)[number];
export type SentMailListQuery = ListQuery<OutboxMessageState, SentMailSort>;

/** GET /api/admin/sent-mail: a page of messages, and whether mail is caught locally. */
export interface SentMailPage extends ListPage<OutboxMessage> {
  /** True when no SMTP_URL is set: messages go to the local catcher, not to their recipients. */
  catching: boolean;
}

/** The admin panel's three count cards. */
export interface AdminSummary {
  quoteRequests: number;
  driverApplications: number;
  ownerOperators: number;
}
