import { Schema, model } from 'mongoose';

/**
 * Where a message is on its way out: `queued` (not tried yet), `sending` (claimed by one
 * instance until `leaseUntil`), `retrying` (an attempt failed; the next at `nextAttemptAt`),
 * `sent`, `failed` (out of attempts; `lastError` says why).
 */
const OUTBOX_STATES = ['queued', 'sending', 'retrying', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * An attachment kept with its message: small generated content (an invoice PDF) inline, or a
 * file already stored in GridFS (a carrier's load documents), read again when it is sent.
 */
const attachmentSchema = new Schema(
  {
    filename: { type: String, required: true },
    contentType: { type: String },
    content: { type: Buffer },
    fileId: { type: Schema.Types.ObjectId },
    size: { type: Number, required: true },
  },
  { _id: false, strict: 'throw' },
);

/**
 * The transactional outbox: every mail is first one of these, written in the same transaction
 * as the record it belongs to, then claimed and sent by the worker of any API instance.
 */
const mailOutboxSchema = new Schema(
  {
    /** The Message-ID header; the same on every attempt, so a receiver can drop a repeat. */
    messageId: { type: String, required: true, unique: true },
    to: { type: [String], required: true },
    replyTo: { type: String },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String },
    attachments: { type: [attachmentSchema], default: [] },
    /** Values of the text the admin's view hides (link tokens). */
    secrets: { type: [String], default: [] },
    state: { type: String, enum: OUTBOX_STATES, required: true, default: 'queued' },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    /** Who holds the current claim and until when (only while `sending`). */
    claimToken: { type: String },
    leaseUntil: { type: Date },
    lastError: { type: String },
    sentAt: { type: Date },
    failedAt: { type: Date },
  },
  { collection: 'mail_outbox', timestamps: true, strict: 'throw' },
);
// The worker's claim: due messages by state, oldest due first.
mailOutboxSchema.index({ state: 1, nextAttemptAt: 1 });
// The admin's list, newest first.
mailOutboxSchema.index({ createdAt: -1 });

export const MailOutboxModel = model('MailOutbox', mailOutboxSchema);
