// The review schemas (joi), apart from the reviews' texts, limits and types (reviews.ts), so the
// admin's review lists come without joi; the review page loads `reviewSubmissionSchema` on its
// form's first focus (`@freight/contracts/reviewSchemas`).
import Joi from 'joi';
import { friendly } from './friendlyMessages';
import { listQuerySchema } from './listQuery';
import { RATING_MAX, RATING_MIN, REVIEW_FORM_MESSAGES, SERVICE_TYPES } from './reviewForm';
import {
  REVIEW_REQUEST_SORTS,
  REVIEW_REQUEST_STATUSES,
  REVIEW_TEXT_LIMITS,
  type ReviewRequestInput,
  type ReviewSubmission,
} from './reviews';
import { emailAddress } from './emailAddress';

const optionalText = (max: number, label: string) =>
  Joi.string().trim().allow('').max(max).label(label);
/** A person's name and e-mail address: the broker's in a request, the reviewer's in a review. */
const personName = (label: string) =>
  Joi.string().trim().max(REVIEW_TEXT_LIMITS.name).required().label(label);
const requiredEmail = (label: string) =>
  emailAddress(REVIEW_TEXT_LIMITS.email).required().label(label);

export const reviewRequestSchema = friendly(
  Joi.object<ReviewRequestInput>({
    brokerName: personName('Broker name'),
    brokerEmail: requiredEmail('Broker email'),
    brokerPhone: optionalText(REVIEW_TEXT_LIMITS.phone, 'Broker phone'),
    companyName: optionalText(REVIEW_TEXT_LIMITS.company, 'Company name'),
    projectDescription: optionalText(REVIEW_TEXT_LIMITS.projectDescription, 'Project description'),
  }),
);

/** The review requests table: newest first unless sorted, the date range on the day it was sent. */
export const reviewRequestListQuerySchema = listQuerySchema({
  statuses: REVIEW_REQUEST_STATUSES,
  sortFields: REVIEW_REQUEST_SORTS,
  defaultSort: { sort: 'sentAt', dir: 'desc' },
});

const ratingNeeded = REVIEW_FORM_MESSAGES.ratingRequiredDescription;
const textNeeded = REVIEW_FORM_MESSAGES.textRequiredDescription;

export const reviewSubmissionSchema = friendly(
  Joi.object<ReviewSubmission>({
    reviewerName: personName('Your name'),
    reviewerEmail: requiredEmail('Email'),
    reviewerCompany: optionalText(REVIEW_TEXT_LIMITS.company, 'Company'),
    serviceType: Joi.string()
      .valid(...SERVICE_TYPES, '')
      .label('Service'),
    reviewText: Joi.string()
      .trim()
      .max(REVIEW_TEXT_LIMITS.reviewText)
      .required()
      .label('Review')
      .messages({ 'any.required': textNeeded, 'string.empty': textNeeded }),
    rating: Joi.number()
      .integer()
      .min(RATING_MIN)
      .max(RATING_MAX)
      .required()
      .label('Rating')
      .messages({ 'any.required': ratingNeeded, 'number.min': ratingNeeded }),
  }),
);

export const approveReviewSchema = Joi.object<{ isApproved: true }>({
  isApproved: Joi.boolean().valid(true).required(),
});
