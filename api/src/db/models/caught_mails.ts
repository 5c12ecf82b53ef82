import { Schema, model } from 'mongoose';

/** A message caught by the local SMTP catcher (no SMTP_URL set); admins read them. */
const caughtMailSchema = new Schema(
  {
    /** The Message-ID header: a repeat of the same message carries the same one. */
    messageId: { type: String },
    to: { type: [String], default: [] },
    from: { type: String },
    replyTo: { type: [String], default: [] },
    subject: { type: String },
    text: { type: String },
    html: { type: String },
    attachments: {
      type: [{ filename: String, contentType: String, size: Number }],
      default: [],
    },
    receivedAt: { type: Date, default: Date.now, index: true },
  },
  { collection: 'caught_mails', strict: 'throw' as const },
);

export const CaughtMailModel = model('CaughtMail', caughtMailSchema);
