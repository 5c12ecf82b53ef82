import { Schema, model, type InferSchemaType } from 'mongoose';
import { schemaOptions } from '../schemaOptions';

/**
 * Carrier-owned: one action a driver's phone sent, by its idempotency key (issue 22). The key is
 * unique per carrier, and the record is written in the action's own transaction, so a replay of
 * a queued action changes nothing and answers the first result.
 */
const tmsDriverActionSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true },
    key: { type: String, required: true },
    memberId: { type: Schema.Types.ObjectId, ref: 'TmsUser', required: true },
    action: { type: String, required: true },
    status: { type: Number, required: true },
    answer: { type: Schema.Types.Mixed },
  },
  { ...schemaOptions('tms_driver_actions'), minimize: false },
);
tmsDriverActionSchema.index({ ownerId: 1, key: 1 }, { unique: true });

export type TmsDriverAction = InferSchemaType<typeof tmsDriverActionSchema>;
export const TmsDriverActionModel = model('TmsDriverAction', tmsDriverActionSchema);
