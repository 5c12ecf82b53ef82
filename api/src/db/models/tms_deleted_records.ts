import { Schema, model } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * Carrier-owned: what one delete removed, kept for the few seconds in which the carrier may undo
 * it (issue 23). `entries` are the removed documents of each collection (`source`: its name in carrierData) as they were stored,
 * `reverts` the fields the delete changed on records that stay (a trip's loads). Read and written
 * only scoped by ownerId; MongoDB removes a row an hour after its undo time ran out.
 */
const removedSchema = new Schema(
  {
    source: { type: String, required: true },
    docs: { type: [Schema.Types.Mixed], default: [] },
  },
  { _id: false },
);

const revertSchema = new Schema(
  {
    source: { type: String, required: true },
    id: { type: Schema.Types.ObjectId, required: true },
    set: { type: Schema.Types.Mixed, required: true },
  },
  { _id: false },
);

const tmsDeletedRecordSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true },
    recordType: { type: String, required: true },
    recordId: { type: Schema.Types.ObjectId, required: true },
    entries: { type: [removedSchema], default: [] },
    reverts: { type: [revertSchema], default: [] },
    undoUntil: { type: Date, required: true },
  },
  schemaOptions('tms_deleted_records'),
);
tmsDeletedRecordSchema.index({ ownerId: 1, recordType: 1, recordId: 1 }, { unique: true });
tmsDeletedRecordSchema.index({ undoUntil: 1 }, { expireAfterSeconds: 3600 });

export const TmsDeletedRecordModel = model('TmsDeletedRecord', tmsDeletedRecordSchema);
