import type { ListQuery } from './listPages';
import type { ServiceType } from './reviewForm';

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

export const REVIEW_APPROVAL_MESSAGES = {
  approvedTitle: 'Review Approved',
  approvedDescription: 'The review has been approved and will now appear on your website.',
  failureTitle: 'Error',
  failureDescription: 'Failed to approve review',
} as const;

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
