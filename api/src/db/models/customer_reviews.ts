import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const customerReviewSchema = new Schema(
  {
    reviewRequestId: { type: Schema.Types.ObjectId, ref: 'ReviewRequest' },
    reviewerName: { type: String, required: true, trim: true },
    reviewerEmail: { type: String, required: true, trim: true, lowercase: true },
    reviewerCompany: { type: String, trim: true },
    rating: { type: Number, required: true, min: 1, max: 5 },
    reviewText: { type: String, required: true },
    serviceType: { type: String },
    isApproved: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true },
    displayOrder: { type: Number, default: 0 },
    approvedAt: { type: Date },
    submittedAt: { type: Date, default: Date.now },
  },
  schemaOptions('customer_reviews'),
);
// One review per request, enforced by the database as well as by the token claim.
customerReviewSchema.index(
  { reviewRequestId: 1 },
  { unique: true, partialFilterExpression: { reviewRequestId: { $exists: true } } },
);
customerReviewSchema.index({ isApproved: 1, isActive: 1, displayOrder: 1 });

export const CustomerReviewModel = model('CustomerReview', customerReviewSchema);
