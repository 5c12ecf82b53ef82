import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const driverApplicationSchema = new Schema(
  {
    firstName: { type: String, required: true, trim: true },
    lastName: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    phone: { type: String, required: true, trim: true },
    address: { type: String, required: true, trim: true },
    cdlNumber: { type: String, required: true, trim: true },
    cdlClass: { type: String, required: true, enum: ['A', 'B', 'C'] },
    yearsExperience: { type: Number, required: true, min: 1, validate: Number.isInteger },
    hasDui: { type: String, required: true, enum: ['yes', 'no'] },
    hasAccidents: { type: String, required: true, enum: ['yes', 'no'] },
    cdlDocumentUrl: { type: String },
    medicalCardUrl: { type: String },
    previousEmployer: { type: String, trim: true },
    accidentDetails: { type: String },
    isAvailableImmediately: { type: Boolean, default: false },
    status: { type: String, default: 'pending' },
    submittedAt: { type: Date, default: Date.now },
  },
  schemaOptions('driver_applications'),
);
driverApplicationSchema.index({ submittedAt: -1 });

export type DriverApplication = InferSchemaType<typeof driverApplicationSchema>;
export const DriverApplicationModel = model('DriverApplication', driverApplicationSchema);
