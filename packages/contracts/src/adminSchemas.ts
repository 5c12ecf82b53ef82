import Joi from 'joi';
import {
  ADMIN_APPLICATION_SORTS,
  ADMIN_QUOTE_SORTS,
  APPLICATION_STATUSES,
  OUTBOX_STATES,
  QUOTE_STAFF_STATUSES,
  QUOTE_STATUSES,
  SENT_MAIL_SORTS,
  STATUS_NOTE_MAX,
  type ApplicationStatus,
  type QuoteStaffStatus,
  type StatusChangeInput,
} from './admin';
import { friendly } from './friendlyMessages';
import { listQuerySchema } from './listQuery';

// The admin panel's request schemas, apart from its statuses and labels (admin.ts): the panel's
// lists show those without joi, whose evaluation was the first screen's longest task on a
// phone-speed CPU; a status change loads this module when it is used
// (`@freight/contracts/adminSchemas`).

const noteSchema = Joi.string().trim().allow('').max(STATUS_NOTE_MAX).label('Note');

export const quoteStatusChangeSchema = friendly(
  Joi.object<StatusChangeInput<QuoteStaffStatus>>({
    status: Joi.string()
      .valid(...QUOTE_STAFF_STATUSES)
      .required()
      .label('Status'),
    note: noteSchema,
  }),
);

export const applicationStatusChangeSchema = friendly(
  Joi.object<StatusChangeInput<ApplicationStatus>>({
    status: Joi.string()
      .valid(...APPLICATION_STATUSES)
      .required()
      .label('Status'),
    note: noteSchema,
  }),
);

export const quoteListQuerySchema = listQuerySchema({
  statuses: QUOTE_STATUSES,
  sortFields: ADMIN_QUOTE_SORTS,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});

/** One page of applications: newest first unless sorted, the date range on the submission day. */
export const applicationListQuerySchema = listQuerySchema({
  statuses: APPLICATION_STATUSES,
  sortFields: ADMIN_APPLICATION_SORTS,
  defaultSort: { sort: 'submittedAt', dir: 'desc' },
});

/**
 * Sent Mail: newest first unless sorted, the search over subject and recipients, the status is
 * the outbox state and the date range the day a message was queued.
 */
export const sentMailListQuerySchema = listQuerySchema({
  statuses: OUTBOX_STATES,
  sortFields: SENT_MAIL_SORTS,
  defaultSort: { sort: 'createdAt', dir: 'desc' },
});
