import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

const outreachLogSchema = new Schema(
  {
    companyName: { type: String, trim: true },
    contactEmail: { type: String, required: true, trim: true, lowercase: true },
    sentAt: { type: Date, default: Date.now },
    status: { type: String, default: 'sent' },
    templateUsed: { type: String },
    notes: { type: String },
  },
  schemaOptions('outreach_logs'),
);

export const OutreachLogModel = model('OutreachLog', outreachLogSchema);
