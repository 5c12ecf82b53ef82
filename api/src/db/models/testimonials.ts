import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const testimonialSchema = new Schema(
  {
    clientName: { type: String, required: true, trim: true },
    clientCompany: { type: String, trim: true },
    testimonial: { type: String, required: true },
    rating: { type: Number, min: 1, max: 5, default: 5 },
    isActive: { type: Boolean, default: true },
    displayOrder: { type: Number, default: 0 },
  },
  schemaOptions('testimonials'),
);
testimonialSchema.index({ isActive: 1, displayOrder: 1 });

export const TestimonialModel = model('Testimonial', testimonialSchema);
