import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const serviceSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    features: { type: [String], default: [] },
    imageUrl: { type: String },
    isActive: { type: Boolean, default: true },
    displayOrder: { type: Number, default: 0 },
  },
  schemaOptions('services'),
);
serviceSchema.index({ isActive: 1, displayOrder: 1 });

export const ServiceModel = model('Service', serviceSchema);
