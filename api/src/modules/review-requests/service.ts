import mongoose from 'mongoose';
import {
  REVIEW_LINK_DAYS,
  type ReviewInvitation,
  type ReviewRequestCreated,
  type ListPage,
  type ReviewRequestInput,
  type ReviewRequestListQuery,
  type ReviewRequestSort,
  type ReviewRequestSummary,
  type ReviewSubmission,
} from '@freight/contracts';
import { CustomerReviewModel } from '../../db/models/customer_reviews';
import { OutreachLogModel } from '../../db/models/outreach_logs';
import { ReviewRequestModel } from '../../db/models/review_requests';
import { findPage, unscopedSource } from '../../db/listPage';
import { HttpError, notFound } from '../../http/errors';
import type { MailService } from '../../mail';
import { reviewRequestMail } from './mail';
import { REVIEW_TOKEN_PATTERN, digestReviewToken, newReviewToken } from './token';

const DAY_MS = 86_400_000;

const REVIEW_LINK_MESSAGES = {
  unknown: 'This review request could not be found.',
  expired: 'This review request has expired.',
  completed: 'A review has already been submitted for this request.',
} as const;

export interface ReviewRequestDeps {
  now: () => Date;
  mail: Pick<MailService, 'enqueue'>;
  /** Origin of the public site the link points to, e.g. https://www.example.com. */
  publicOrigin: string;
}

type StoredRequest = {
  _id: unknown;
  brokerName: string;
  brokerEmail: string;
  brokerPhone?: string | null;
  companyName?: string | null;
  projectDescription?: string | null;
  status?: string | null;
  sentAt?: Date | null;
  expiresAt: Date;
  completedAt?: Date | null;
};

const optional = (value: string | null | undefined) => value || undefined;

function summary(request: StoredRequest): ReviewRequestSummary {
  return {
    id: String(request._id),
    brokerName: request.brokerName,
    brokerEmail: request.brokerEmail,
    brokerPhone: optional(request.brokerPhone),
    companyName: optional(request.companyName),
    projectDescription: optional(request.projectDescription),
    status: (request.status ?? 'sent') as ReviewRequestSummary['status'],
    sentAt: (request.sentAt ?? request.expiresAt).toISOString(),
    expiresAt: request.expiresAt.toISOString(),
    completedAt: request.completedAt?.toISOString(),
  };
}

/**
 * Creates a request valid 30 days, queues the broker's mail with the link and logs the outreach,
 * all in one transaction. `emailSent` is true once the mail is queued: the outbox delivers it
 * and the Sent Mail tab shows a delivery that failed.
 */
export async function createReviewRequest(
  input: ReviewRequestInput,
  deps: ReviewRequestDeps,
): Promise<ReviewRequestCreated> {
  const token = newReviewToken();
  const sentAt = deps.now();
  const link = new URL(`/review/${token}`, deps.publicOrigin).toString();
  const requestToken = digestReviewToken(token);
  const store = () =>
    mongoose.connection.transaction(async (session) => {
      const [created] = await ReviewRequestModel.create(
        [
          {
            ...input,
            requestToken,
            status: 'sent',
            sentAt,
            expiresAt: new Date(sentAt.getTime() + REVIEW_LINK_DAYS * DAY_MS),
          },
        ],
        { session },
      );
      // The link's token stays out of the Sent Mail tab: it opens the one review form.
      const mail = { ...reviewRequestMail({ ...input, link }), secrets: [token] };
      await deps.mail.enqueue(mail, { session });
      await OutreachLogModel.create(
        [
          {
            companyName: input.companyName,
            contactEmail: input.brokerEmail,
            sentAt,
            status: 'sent',
            templateUsed: 'review-request',
            notes: `Review request to ${input.brokerName}`,
          },
        ],
        { session },
      );
      return created!;
    });
  const request = await store().catch(async (error: unknown) => {
    // A commit cut off by an election may still have been applied: answering an error would
    // have the admin send the broker a second request.
    const stored = await ReviewRequestModel.findOne({ requestToken })
      .readConcern('majority')
      .catch(() => null);
    if (!stored) throw error;
    return stored;
  });
  return { ...summary(request.toObject()), emailSent: true };
}

/** Marks every request whose link has run out as expired. */
async function expireOverdue(now: Date): Promise<void> {
  await ReviewRequestModel.updateMany(
    { status: 'sent', expiresAt: mongoose.trusted({ $lte: now }) },
    { $set: { status: 'expired' } },
  );
}

const SEARCH_FIELDS = ['brokerName', 'brokerEmail', 'companyName'];
const SORT_PATHS: Record<ReviewRequestSort, string> = {
  sentAt: 'sentAt',
  brokerName: 'brokerName',
  companyName: 'companyName',
  expiresAt: 'expiresAt',
  status: 'status',
};

/**
 * One page of the review requests table (newest first unless sorted), after marking the links
 * that ran out as expired, so the status filter and the badges say what a broker's link does.
 */
export async function listReviewRequests(
  query: ReviewRequestListQuery,
  now: Date,
): Promise<ListPage<ReviewRequestSummary>> {
  await expireOverdue(now);
  const page = await findPage(unscopedSource(ReviewRequestModel), query, {
    searchFields: SEARCH_FIELDS,
    sortPaths: SORT_PATHS,
    dateField: 'sentAt',
  });
  return { ...page, items: page.items.map(summary) };
}

/** One review request as staff see it (a shared or reloaded address), or null. */
export async function reviewRequestById(
  id: mongoose.Types.ObjectId,
  now: Date,
): Promise<ReviewRequestSummary | null> {
  await expireOverdue(now);
  const request = await ReviewRequestModel.findById(id).lean();
  return request ? summary(request) : null;
}

const gone = (message: string) => new HttpError(410, message);

/** The open request behind a link; a used, expired or unknown link is refused with why. */
async function openRequest(token: string, now: Date): Promise<StoredRequest> {
  if (!REVIEW_TOKEN_PATTERN.test(token)) throw notFound(REVIEW_LINK_MESSAGES.unknown);
  const requestToken = digestReviewToken(token);
  const request = await ReviewRequestModel.findOne({ requestToken }).lean();
  if (!request) throw notFound(REVIEW_LINK_MESSAGES.unknown);
  if (request.status === 'completed') throw gone(REVIEW_LINK_MESSAGES.completed);
  if (request.status === 'expired' || request.expiresAt.getTime() <= now.getTime()) {
    await ReviewRequestModel.updateOne(
      { requestToken, status: 'sent' },
      { $set: { status: 'expired' } },
    );
    throw gone(REVIEW_LINK_MESSAGES.expired);
  }
  return request;
}

/** What the public review form is pre-filled with. */
export async function reviewInvitation(token: string, now: Date): Promise<ReviewInvitation> {
  const request = await openRequest(token, now);
  return {
    brokerName: request.brokerName,
    brokerEmail: request.brokerEmail,
    companyName: optional(request.companyName),
    projectDescription: optional(request.projectDescription),
  };
}

/**
 * Stores the one review a link accepts. The request is claimed atomically (sent → completed),
 * so two submissions racing on one link cannot both succeed.
 */
export async function submitReview(token: string, submission: ReviewSubmission, now: Date) {
  const request = await openRequest(token, now);
  const claimed = await ReviewRequestModel.findOneAndUpdate(
    { _id: request._id, status: 'sent', expiresAt: mongoose.trusted({ $gt: now }) },
    { $set: { status: 'completed', completedAt: now } },
    { new: true },
  ).lean();
  if (!claimed) throw gone(REVIEW_LINK_MESSAGES.completed);
  try {
    const review = await CustomerReviewModel.create({
      ...submission,
      reviewRequestId: claimed._id,
      submittedAt: now,
    });
    return { id: String(review._id), submittedAt: now.toISOString() };
  } catch (error) {
    await ReviewRequestModel.updateOne(
      { _id: claimed._id, status: 'completed' },
      { $set: { status: 'sent' }, $unset: { completedAt: 1 } },
    );
    throw error;
  }
}
