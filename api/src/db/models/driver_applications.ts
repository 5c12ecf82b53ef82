import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';
import { applicantFields } from './applicantFields';

const driverApplicationSchema = new Schema(
  {
    ...applicantFields,
  },
  schemaOptions('driver_applications'),
);
driverApplicationSchema.index({ submittedAt: -1 });

export const DriverApplicationModel = model('DriverApplication', driverApplicationSchema);
