import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const reviewRequestSchema = new Schema(
  {
    brokerName: { type: String, required: true, trim: true },
    brokerEmail: { type: String, required: true, trim: true, lowercase: true },
    brokerPhone: { type: String, trim: true },
    companyName: { type: String, trim: true },
    projectDescription: { type: String },
    requestToken: { type: String, required: true, unique: true },
    status: { type: String, default: 'sent' },
    sentAt: { type: Date, default: Date.now },
    completedAt: { type: Date },
    expiresAt: { type: Date, required: true },
  },
  schemaOptions('review_requests'),
);
reviewRequestSchema.index({ sentAt: -1 });

export const ReviewRequestModel = model('ReviewRequest', reviewRequestSchema);
