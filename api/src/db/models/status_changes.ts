import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** What a status change was made on; each maps to one collection. */
const STATUS_SUBJECTS = [
  'quote_request',
  'driver_application',
  'owner_operator_application',
] as const;
export type StatusSubject = (typeof STATUS_SUBJECTS)[number];

const statusChangeSchema = new Schema(
  {
    subjectType: { type: String, enum: STATUS_SUBJECTS, required: true },
    subjectId: { type: Schema.Types.ObjectId, required: true },
    fromStatus: { type: String, required: true },
    toStatus: { type: String, required: true },
    note: { type: String, default: '' },
    changedBy: { type: String, required: true },
    changedAt: { type: Date, default: Date.now },
  },
  schemaOptions('status_changes'),
);
statusChangeSchema.index({ subjectType: 1, subjectId: 1, changedAt: -1 });

export const StatusChangeRecord = model('StatusChange', statusChangeSchema);
