import Joi from 'joi';
import { friendly } from './friendlyMessages';
import type { ListQuery } from './listPages';
import { listQuerySchema } from './listQuery';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_FORM_MESSAGES,
  SERVICE_TYPES,
  type ServiceType,
} from './reviewForm';

/** Review link lifetime (spec 001 §9). */
export const REVIEW_LINK_DAYS = 30;

export const REVIEW_REQUEST_STATUSES = ['sent', 'completed', 'expired'] as const;
export type ReviewRequestStatus = (typeof REVIEW_REQUEST_STATUSES)[number];

export const REVIEW_REQUEST_MESSAGES = {
  requiredTitle: 'Required Fields',
  requiredDescription: 'Broker name and email are required',
  sentTitle: 'Review Request Sent',
  emailFailedSuffix: ' (email delivery failed)',
  failureTitle: 'Error',
  failureDescription: 'Failed to send review request',
} as const;

export function reviewRequestSentDescription(brokerName: string, emailSent: boolean): string {
  const suffix = emailSent ? '' : REVIEW_REQUEST_MESSAGES.emailFailedSuffix;
  return `Review request sent to ${brokerName}${suffix}`;
}

export const REVIEW_TEXT_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  projectDescription: 2000,
  reviewText: 5000,
} as const;

export interface ReviewRequestInput {
  brokerName: string;
  brokerEmail: string;
  brokerPhone?: string;
  companyName?: string;
  projectDescription?: string;
}

const optionalText = (max: number, label: string) =>
  Joi.string().trim().allow('').max(max).label(label);

export const reviewRequestSchema = friendly(
  Joi.object<ReviewRequestInput>({
    brokerName: Joi.string().trim().max(REVIEW_TEXT_LIMITS.name).required().label('Broker name'),
    brokerEmail: Joi.string()
      .trim()
      .lowercase()
      .email({ tlds: false })
      .max(REVIEW_TEXT_LIMITS.email)
      .required()
      .label('Broker email'),
    brokerPhone: optionalText(REVIEW_TEXT_LIMITS.phone, 'Broker phone'),
    companyName: optionalText(REVIEW_TEXT_LIMITS.company, 'Company name'),
    projectDescription: optionalText(REVIEW_TEXT_LIMITS.projectDescription, 'Project description'),
  }),
);

export interface ReviewRequestSummary {
  id: string;
  brokerName: string;
  brokerEmail: string;
  brokerPhone?: string;
  companyName?: string;
  projectDescription?: string;
  status: ReviewRequestStatus;
  sentAt: string;
  expiresAt: string;
  completedAt?: string;
}

/** The columns staff may sort the review requests table by. */
export const REVIEW_REQUEST_SORTS = [
  'sentAt',
  'brokerName',
  'companyName',
  'expiresAt',
  'status',
] as const;
export type ReviewRequestSort = (typeof REVIEW_REQUEST_SORTS)[number];
export type ReviewRequestListQuery = ListQuery<ReviewRequestStatus, ReviewRequestSort>;

/** The review requests table: newest first unless sorted, the date range on the day it was sent. */
export const reviewRequestListQuerySchema = listQuerySchema({
  statuses: REVIEW_REQUEST_STATUSES,
  sortFields: REVIEW_REQUEST_SORTS,
  defaultSort: { sort: 'sentAt', dir: 'desc' },
});

export interface ReviewRequestCreated extends ReviewRequestSummary {
  emailSent: boolean;
}

/** Review request badge colour (spec 001 §4): completed green, expired red, otherwise yellow. */
export function reviewRequestBadgeColour(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'completed') return 'green';
  if (status === 'expired') return 'red';
  return 'yellow';
}

/** What the public review form reads from its request. */
export interface ReviewInvitation {
  brokerName: string;
  brokerEmail: string;
  companyName?: string;
  projectDescription?: string;
}

export interface ReviewSubmission {
  reviewerName: string;
  reviewerEmail: string;
  reviewerCompany?: string;
  serviceType?: ServiceType | '';
  reviewText: string;
  rating: number;
}

const ratingNeeded = REVIEW_FORM_MESSAGES.ratingRequiredDescription;
const textNeeded = REVIEW_FORM_MESSAGES.textRequiredDescription;

export const reviewSubmissionSchema = friendly(
  Joi.object<ReviewSubmission>({
    reviewerName: Joi.string().trim().max(REVIEW_TEXT_LIMITS.name).required().label('Your name'),
    reviewerEmail: Joi.string()
      .trim()
      .lowercase()
      .email({ tlds: false })
      .max(REVIEW_TEXT_LIMITS.email)
      .required()
      .label('Email'),
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

export const REVIEW_APPROVAL_MESSAGES = {
  approvedTitle: 'Review Approved',
  approvedDescription: 'The review has been approved and will now appear on your website.',
  failureTitle: 'Error',
  failureDescription: 'Failed to approve review',
} as const;

export const approveReviewSchema = Joi.object<{ isApproved: true }>({
  isApproved: Joi.boolean().valid(true).required(),
});

export interface CustomerReview {
  id: string;
  reviewerName: string;
  reviewerEmail: string;
  reviewerCompany?: string;
  serviceType?: string;
  reviewText: string;
  rating: number;
  isApproved: boolean;
  submittedAt: string;
  approvedAt?: string;
}
