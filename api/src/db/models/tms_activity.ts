import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/** Carrier-owned: who did what, when, on which record (issue 22's activity log). */
const tmsActivitySchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true },
    actorId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true },
    // Kept as they were: the log still reads right after a member is renamed or removed.
    actorName: { type: String, required: true },
    actorRole: { type: String, required: true },
    recordType: { type: String, required: true },
    recordId: { type: Schema.Types.ObjectId },
    recordLabel: { type: String, default: '' },
    summary: { type: String, required: true },
  },
  schemaOptions('tms_activity'),
);
tmsActivitySchema.index({ ownerId: 1, _id: -1 });
tmsActivitySchema.index({ ownerId: 1, recordId: 1 });

export type TmsActivity = InferSchemaType<typeof tmsActivitySchema>;
export const TmsActivityModel = model('TmsActivity', tmsActivitySchema);
