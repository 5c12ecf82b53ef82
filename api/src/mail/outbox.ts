import { randomBytes } from 'node:crypto';
import { Types, type ClientSession } from 'mongoose';
import {
  OUTBOX_HIDDEN_TEXT,
  type ListPage,
  type OutboxMessage,
  type SentMailListQuery,
  type SentMailSort,
} from '@freight/contracts';
import { findPage, type ListSource } from '../db/listPage';
import { MailOutboxModel, type OutboxState } from '../db/models/mail_outbox';
import { findFile } from '../files';
import { retryDelayMs, type RetryPolicy } from './backoff';
import {
  isStoredAttachment,
  type MailAttachment,
  type MailMessage,
  type QueuedMail,
} from './message';
import { trusted } from '../db/trusted';

/** All generated attachments of one message together; stored files are kept by reference. */
const MAX_INLINE_ATTACHMENT_BYTES = 4 * 1024 * 1024;
/** The longest error text kept with a message. */
const MAX_ERROR_LENGTH = 500;

async function storedAttachment(attachment: MailAttachment) {
  if (isStoredAttachment(attachment)) {
    const file = await findFile(attachment.storedFileId);
    if (!file) throw new Error(`Mail attachment ${attachment.storedFileId} is not a stored file`);
    return {
      filename: attachment.filename,
      contentType: attachment.contentType ?? file.metadata.contentType,
      fileId: new Types.ObjectId(attachment.storedFileId),
      size: file.length,
    };
  }
  const content = Buffer.from(attachment.content);
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content,
    size: content.length,
  };
}

async function storedAttachments(attachments: MailAttachment[]) {
  const stored = [];
  for (const attachment of attachments) stored.push(await storedAttachment(attachment));
  const inline = stored.reduce((sum, item) => sum + (item.content?.length ?? 0), 0);
  if (inline > MAX_INLINE_ATTACHMENT_BYTES) {
    throw new Error(`Generated mail attachments of ${inline} bytes are over the limit`);
  }
  return stored;
}

/**
 * Adds a message to the outbox, due at once. With `session` it is written in that session's
 * transaction: it exists exactly when the record it belongs to does.
 */
export async function addToOutbox(
  message: MailMessage,
  options: { session?: ClientSession; messageDomain: string; now?: Date },
): Promise<QueuedMail> {
  const to = [message.to].flat().filter(Boolean);
  if (to.length === 0) throw new Error('A mail needs at least one recipient');
  const _id = new Types.ObjectId();
  const messageId = `<${_id.toHexString()}.${randomBytes(6).toString('hex')}@${options.messageDomain}>`;
  const [entry] = await MailOutboxModel.create(
    [
      {
        _id,
        messageId,
        to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: await storedAttachments(message.attachments ?? []),
        secrets: (message.secrets ?? []).filter(Boolean),
        state: 'queued',
        attempts: 0,
        nextAttemptAt: options.now ?? new Date(),
      },
    ],
    { session: options.session },
  );
  return { id: String(entry!._id), messageId };
}

/** A message claimed for one attempt: only the holder of `claimToken` may record its outcome. */
export interface ClaimedMail {
  id: string;
  claimToken: string;
  messageId: string;
  attempts: number;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments: {
    filename: string;
    contentType?: string;
    content?: Buffer;
    fileId?: Types.ObjectId;
  }[];
}

/**
 * Claims the message that has been due longest: queued or retrying and due, or being sent by an
 * instance whose lease ran out (it stopped mid-send) and not out of attempts. One atomic update,
 * so two workers never hold the same message at once; each claim counts one attempt.
 */
export async function claimDueMail(
  leaseMs: number,
  policy: RetryPolicy,
  now = new Date(),
): Promise<ClaimedMail | null> {
  const claimToken = randomBytes(16).toString('hex');
  const claimed = await MailOutboxModel.findOneAndUpdate(
    {
      $or: [
        { state: trusted({ $in: ['queued', 'retrying'] }), nextAttemptAt: trusted({ $lte: now }) },
        {
          state: 'sending',
          leaseUntil: trusted({ $lte: now }),
          attempts: trusted({ $lt: policy.maxAttempts }),
        },
      ],
    },
    {
      $set: { state: 'sending', claimToken, leaseUntil: new Date(now.getTime() + leaseMs) },
      $inc: { attempts: 1 },
    },
    { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
  ).lean();
  if (!claimed) return null;
  return {
    id: String(claimed._id),
    claimToken,
    messageId: claimed.messageId,
    attempts: claimed.attempts,
    to: claimed.to,
    replyTo: claimed.replyTo ?? undefined,
    subject: claimed.subject,
    text: claimed.text,
    html: claimed.html ?? undefined,
    attachments: claimed.attachments.map((item) => ({
      filename: item.filename,
      contentType: item.contentType ?? undefined,
      content: item.content ? Buffer.from(item.content.buffer) : undefined,
      fileId: item.fileId ?? undefined,
    })),
  };
}

const holding = (claim: ClaimedMail) => ({
  _id: claim.id,
  state: 'sending' as const,
  claimToken: claim.claimToken,
});

/** Records a delivery; false when the claim was lost meanwhile (its lease ran out). */
export async function recordSent(claim: ClaimedMail, now = new Date()): Promise<boolean> {
  const result = await MailOutboxModel.updateOne(holding(claim), {
    $set: { state: 'sent', sentAt: now },
    $unset: { claimToken: 1, leaseUntil: 1, lastError: 1 },
  });
  return result.modifiedCount === 1;
}

/**
 * Records a failed attempt: retrying after the policy's wait, or failed for good once the
 * attempts are spent or the failure is `permanent` (the server refused the message itself).
 */
export async function recordFailure(
  claim: ClaimedMail,
  error: string,
  options: { policy: RetryPolicy; permanent: boolean; now?: Date },
): Promise<OutboxState | null> {
  const now = options.now ?? new Date();
  const lastError = error.slice(0, MAX_ERROR_LENGTH);
  const done = options.permanent || claim.attempts >= options.policy.maxAttempts;
  const update = done
    ? { $set: { state: 'failed', failedAt: now, lastError } }
    : {
        $set: {
          state: 'retrying',
          lastError,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(claim.attempts, options.policy)),
        },
      };
  const result = await MailOutboxModel.updateOne(holding(claim), {
    ...update,
    $unset: { claimToken: 1, leaseUntil: 1 },
  });
  if (result.modifiedCount !== 1) return null;
  return done ? 'failed' : 'retrying';
}

const UNSENT: OutboxState[] = ['queued', 'sending', 'retrying'];

/** Messages still on their way: queued, being sent or waiting for another attempt. */
export function countUnsent(): Promise<number> {
  return MailOutboxModel.countDocuments({ state: trusted({ $in: UNSENT }) });
}

/** Marks as failed the messages whose last attempt's instance stopped and that have none left. */
export async function failAbandoned(policy: RetryPolicy, now = new Date()): Promise<number> {
  const result = await MailOutboxModel.updateMany(
    {
      state: 'sending',
      leaseUntil: trusted({ $lte: now }),
      attempts: trusted({ $gte: policy.maxAttempts }),
    },
    {
      $set: {
        state: 'failed',
        failedAt: now,
        lastError: 'The last attempt was interrupted (the sending instance stopped)',
      },
      $unset: { claimToken: 1, leaseUntil: 1 },
    },
  );
  return result.modifiedCount;
}

type StoredEntry = {
  _id: Types.ObjectId;
  messageId: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  attachments: { filename: string; size: number }[];
  secrets: string[];
  state: OutboxState;
  attempts: number;
  nextAttemptAt: Date;
  lastError?: string | null;
  createdAt: Date;
  sentAt?: Date | null;
  failedAt?: Date | null;
};

const LIST_FIELDS = '-attachments.content -html -claimToken -leaseUntil';

const withoutSecrets = (text: string, secrets: string[]) =>
  secrets.reduce((shown, secret) => shown.split(secret).join(OUTBOX_HIDDEN_TEXT), text);

function entryView(entry: StoredEntry, policy: RetryPolicy): OutboxMessage {
  const pending = entry.state === 'queued' || entry.state === 'retrying';
  return {
    id: String(entry._id),
    messageId: entry.messageId,
    to: entry.to,
    replyTo: entry.replyTo ?? undefined,
    subject: entry.subject,
    text: withoutSecrets(entry.text, entry.secrets),
    attachments: entry.attachments.map(({ filename, size }) => ({ filename, size })),
    state: entry.state,
    attempts: entry.attempts,
    maxAttempts: policy.maxAttempts,
    nextAttemptAt: pending ? entry.nextAttemptAt.toISOString() : undefined,
    lastError: entry.state === 'sent' ? undefined : (entry.lastError ?? undefined),
    createdAt: entry.createdAt.toISOString(),
    sentAt: entry.sentAt?.toISOString(),
    failedAt: entry.failedAt?.toISOString(),
  };
}

/** The outbox as a list source, without what a list must not read (content, HTML, claims). */
const OUTBOX_SOURCE: ListSource<StoredEntry> = {
  find: (filter, { sort, limit }) =>
    MailOutboxModel.find(filter).select(LIST_FIELDS).sort(sort).limit(limit).lean<StoredEntry[]>(),
  countDocuments: (filter) => MailOutboxModel.countDocuments(filter).exec(),
};

const SENT_MAIL_SORT_PATHS: Record<SentMailSort, string> = {
  createdAt: 'createdAt',
  subject: 'subject',
  state: 'state',
  sentAt: 'sentAt',
};

/**
 * A page of the outbox for the admin's Sent Mail: searched by subject and recipient, in one
 * state, queued within the days given; never the attachments' content or the HTML body.
 */
export async function pageOfOutbox(
  query: SentMailListQuery,
  policy: RetryPolicy,
): Promise<ListPage<OutboxMessage>> {
  const page = await findPage(OUTBOX_SOURCE, query, {
    searchFields: ['subject', 'to'],
    sortPaths: SENT_MAIL_SORT_PATHS,
    statusField: 'state',
  });
  return { ...page, items: page.items.map((entry) => entryView(entry, policy)) };
}

/** One message of the outbox as Sent Mail shows it, or null when there is none. */
export async function outboxMessage(
  id: string,
  policy: RetryPolicy,
): Promise<OutboxMessage | null> {
  const entry = await MailOutboxModel.findById(id).select(LIST_FIELDS).lean<StoredEntry>();
  return entry ? entryView(entry, policy) : null;
}

/**
 * Puts a failed message back in the queue, due at once, with all its attempts again. Answers
 * the message, 'not-failed' when it is in another state, or null when there is none.
 */
export async function requeueFailed(
  id: string,
  policy: RetryPolicy,
  now = new Date(),
): Promise<OutboxMessage | 'not-failed' | null> {
  const requeued = await MailOutboxModel.findOneAndUpdate(
    { _id: id, state: 'failed' },
    { $set: { state: 'queued', attempts: 0, nextAttemptAt: now }, $unset: { failedAt: 1 } },
    { returnDocument: 'after' },
  )
    .select(LIST_FIELDS)
    .lean<StoredEntry>();
  if (requeued) return entryView(requeued, policy);
  return (await MailOutboxModel.exists({ _id: id })) ? 'not-failed' : null;
}
