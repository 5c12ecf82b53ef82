import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const companySettingsSchema = new Schema(
  {
    companyName: { type: String, required: true, trim: true },
    tagline: { type: String, trim: true },
    phone: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    address: { type: String, trim: true },
    notificationEmail: { type: String, trim: true, lowercase: true },
    usdotNumber: { type: String, trim: true },
    mcNumber: { type: String, trim: true },
  },
  schemaOptions('company_settings'),
);

export const CompanySettingsModel = model('CompanySettings', companySettingsSchema);
