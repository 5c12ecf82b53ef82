import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { PASSWORD_RESET_MESSAGES } from '@freight/contracts';
import { PasswordResetModel } from '../db/models/password_resets';
import { badRequest } from '../http/errors';
import type { LimitRule } from '../limits';
import { sentThroughSite, type MailService } from '../mail';
import { refuseWeakPassword } from './passwordPolicy';
import { hashPassword } from './passwords';
import { endSessionsOf } from './session';
import type { SessionKind } from './sessions';

/** A reset link works once, within this long. */
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Reset links one address may ask for per hour, whatever the emails typed (guessing them). */
export const RESET_REQUESTS: LimitRule = {
  name: 'password_reset_request',
  points: 10,
  windowSeconds: 60 * 60,
  message: 'Too many password reset requests. Please try again later.',
};

export type ResetKind = Extract<SessionKind, 'client' | 'carrier'>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The account a valid (unused, unexpired) link of `kind` resets, or null. */
async function findLink(kind: ResetKind, token: string, now: Date) {
  return PasswordResetModel.findOne({
    kind,
    tokenHash: hashOf(token),
    expiresAt: mongoose.trusted({ $gt: now }),
  }).lean();
}

/** A reset link of one kind of account: where it points and what its mail says. */
export interface ResetMail {
  publicOrigin: string;
  /** The page of the link, e.g. `/client-portal/reset-password`. */
  path: string;
  /** What the account is called in the mail, e.g. `client portal account`. */
  accountName: string;
  to: string;
  contactName: string;
}

/**
 * Issues a new link for the account (its previous link dies: one per account) and queues its
 * mail in the same transaction. The token is only in the mail (hidden in the Sent Mail tab); the
 * database keeps its SHA-256.
 */
export async function mailResetLink(
  kind: ResetKind,
  accountId: string,
  mail: ResetMail,
  outbox: MailService,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const link = new URL(mail.path, mail.publicOrigin);
  link.searchParams.set('token', token);
  const message = {
    to: mail.to,
    subject: 'Reset your password',
    text: [
      `Hello ${mail.contactName},`,
      '',
      `Someone, hopefully you, asked to reset the password of your ${mail.accountName}. To choose a new password, open this link within 1 hour:`,
      link.toString(),
      '',
      'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
    secrets: [token],
  };
  const origin = { by: 'someone who asked to reset the password of this address' };
  await mongoose.connection.transaction(async (session) => {
    await PasswordResetModel.updateOne(
      { kind, accountId: new Types.ObjectId(accountId) },
      {
        $set: {
          tokenHash: hashOf(token),
          expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
        },
      },
      { upsert: true, session },
    );
    await outbox.enqueue(sentThroughSite(message, origin), { session });
  });
}

/** What a reset changes in the account of its kind. */
export interface ResetTarget<Account> {
  /** The active account with this id, or null. */
  find(accountId: string): Promise<Account | null>;
  /** Words the new password must not be built on (email, names). */
  detailsOf(account: Account): string[];
  /** Stores the new hash (and whatever else the link proves, e.g. the confirmed address). */
  store(accountId: string, passwordHash: string, now: Date): Promise<void>;
}

/**
 * Sets a new password through a mailed link: the link must be valid and is used up; the
 * password must not be weak for the account (`refuseWeakPassword`); every session of the
 * account ends.
 */
export async function resetPassword<Account>(
  kind: ResetKind,
  { token, password }: { token: string; password: string },
  target: ResetTarget<Account>,
  now = new Date(),
): Promise<void> {
  const invalid = badRequest(PASSWORD_RESET_MESSAGES.linkInvalid, {
    token: PASSWORD_RESET_MESSAGES.linkInvalid,
  });
  const link = await findLink(kind, token, now);
  const account = link ? await target.find(String(link.accountId)) : null;
  if (!link || !account) throw invalid;
  refuseWeakPassword(password, target.detailsOf(account));
  const passwordHash = await hashPassword(password);
  if (!(await PasswordResetModel.findOneAndDelete({ _id: link._id, tokenHash: link.tokenHash }))) {
    throw invalid;
  }
  const accountId = String(link.accountId);
  await target.store(accountId, passwordHash, now);
  await endSessionsOf(kind, accountId);
}

/** Forgets the reset link of an account that is being replaced or removed. */
export async function forgetResetLink(kind: ResetKind, accountId: string): Promise<void> {
  await PasswordResetModel.deleteOne({ kind, accountId: new Types.ObjectId(accountId) });
}
