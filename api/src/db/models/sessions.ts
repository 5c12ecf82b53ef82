import { Schema, model } from 'mongoose';

const sessionSchema = new Schema(
  {
    sid: { type: String, required: true, unique: true },
    sess: { type: Schema.Types.Mixed, required: true },
    expire: { type: Date, required: true },
  },
  { collection: 'sessions', versionKey: false, minimize: false },
);
sessionSchema.index({ expire: 1 }, { expireAfterSeconds: 0 });
// Ending every session of one account (password reset, replaced registration).
sessionSchema.index({ 'sess.accountId': 1 });

export const SessionModel = model('Session', sessionSchema);
