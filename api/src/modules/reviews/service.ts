import type { CustomerReview } from '@freight/contracts';
import { CustomerReviewModel } from '../../db/models/customer_reviews';
import { notFound } from '../../http/errors';

const LIST_LIMIT = 500;

type StoredReview = {
  _id: unknown;
  reviewerName: string;
  reviewerEmail: string;
  reviewerCompany?: string | null;
  serviceType?: string | null;
  reviewText: string;
  rating: number;
  isApproved?: boolean | null;
  submittedAt?: Date | null;
  approvedAt?: Date | null;
  createdAt?: Date;
};

function toCustomerReview(review: StoredReview): CustomerReview {
  return {
    id: String(review._id),
    reviewerName: review.reviewerName,
    reviewerEmail: review.reviewerEmail,
    reviewerCompany: review.reviewerCompany || undefined,
    serviceType: review.serviceType || undefined,
    reviewText: review.reviewText,
    rating: review.rating,
    isApproved: Boolean(review.isApproved),
    submittedAt: (review.submittedAt ?? review.createdAt ?? new Date(0)).toISOString(),
    approvedAt: review.approvedAt?.toISOString(),
  };
}

export async function listReviews(): Promise<CustomerReview[]> {
  const reviews = await CustomerReviewModel.find()
    .sort({ submittedAt: -1, _id: -1 })
    .limit(LIST_LIMIT)
    .lean();
  return reviews.map(toCustomerReview);
}

/**
 * Approves a review so it shows among the landing testimonials. Approving an approved review
 * changes nothing (its first approval time stays).
 */
export async function approveReview(
  id: string,
  now: Date,
): Promise<{ review: CustomerReview; changed: boolean }> {
  const approved = await CustomerReviewModel.findOneAndUpdate(
    { _id: id, isApproved: false },
    { $set: { isApproved: true, approvedAt: now } },
    { new: true },
  ).lean();
  if (approved) return { review: toCustomerReview(approved), changed: true };
  const existing = await CustomerReviewModel.findById(id).lean();
  if (!existing) throw notFound('Review not found');
  return { review: toCustomerReview(existing), changed: false };
}
