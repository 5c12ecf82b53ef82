import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';
import { applicantFields } from './applicantFields';

const ownerOperatorApplicationSchema = new Schema(
  {
    ...applicantFields,
    truckYear: { type: Number, required: true, min: 2010, max: 2100 },
    truckMake: { type: String, required: true, trim: true },
    truckModel: { type: String, required: true, trim: true },
    truckVin: { type: String, required: true, trim: true, uppercase: true, maxlength: 17 },
    maintenanceChoice: { type: String, required: true, enum: ['escrow', 'self'] },
    previousCarrier: { type: String, trim: true },
  },
  schemaOptions('owner_operator_applications'),
);
ownerOperatorApplicationSchema.index({ submittedAt: -1 });

export const OwnerOperatorApplicationModel = model(
  'OwnerOperatorApplication',
  ownerOperatorApplicationSchema,
);
