import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { CLIENT_PORTAL_MESSAGES as M } from '@freight/contracts';
import { ClientPortalUserModel } from '../../db/models';
import type { MailMessage, MailService } from '../../mail';
import { badRequest, conflict } from '../../http/errors';
import type { Limiter, LimitRule } from '../../limits';

const LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** New links one account may ask for per hour: enough for a lost mail, too few to spam an inbox. */
export const CONFIRMATION_RESENDS: LimitRule = {
  name: 'confirmation_resend',
  points: 5,
  windowSeconds: 60 * 60,
  message: 'Too many confirmation emails. Please try again later.',
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh single-purpose token: the account keeps only its hash and expiry. */
export function newVerification(now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    fields: {
      verificationTokenHash: hashOf(token),
      verificationExpiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    },
  };
}

export function verificationLink(publicOrigin: string, token: string): string {
  const link = new URL('/client-portal', publicOrigin);
  link.searchParams.set('verify', token);
  return link.toString();
}

/** Who gets a confirmation link and where it points (the site's public origin). */
export interface Confirmation {
  publicOrigin: string;
  to: string;
  contactName: string;
  token: string;
}

/** The mail that carries the confirmation link. */
export function verificationMail({
  publicOrigin,
  to,
  contactName,
  token,
}: Confirmation): MailMessage {
  const text = [
    `Hello ${contactName},`,
    '',
    'Please confirm your email address for the client portal by opening this link:',
    verificationLink(publicOrigin, token),
    '',
    'Your shipments, invoices and quotes appear once the address is confirmed.',
    'The link is valid for 3 days. If you did not register, ignore this message.',
  ].join('\n');
  return { to, subject: 'Confirm your email address', text, secrets: [token] };
}

/**
 * Confirms the account whose link this is. Idempotent while the link is valid, so a second
 * request with the same link (a reload) also succeeds.
 */
export async function confirmEmail(token: string, now = new Date()): Promise<void> {
  const client = await ClientPortalUserModel.findOne({
    verificationTokenHash: hashOf(token),
    verificationExpiresAt: mongoose.trusted({ $gt: now }),
  }).lean();
  if (!client) throw badRequest(M.verifyLinkInvalid);
  if (!client.emailVerifiedAt) {
    await ClientPortalUserModel.updateOne({ _id: client._id }, { $set: { emailVerifiedAt: now } });
  }
}

/**
 * Queues a new link for a signed-in client who has not confirmed yet; the new token and its
 * mail are stored together. Answers true: the outbox delivers it (the Sent Mail tab shows how).
 */
export async function resendVerification(
  clientId: string,
  links: { publicOrigin: string; mail: MailService },
  resends: Limiter,
): Promise<boolean> {
  const client = await ClientPortalUserModel.findById(clientId).lean();
  if (!client) throw badRequest(M.verifyLinkInvalid);
  if (client.emailVerifiedAt) throw conflict(M.alreadyVerified);
  await resends.consume(clientId);
  const { token, fields } = newVerification();
  await mongoose.connection.transaction(async (session) => {
    await ClientPortalUserModel.updateOne({ _id: client._id }, { $set: fields }, { session });
    const { publicOrigin } = links;
    const confirmation = { publicOrigin, to: client.email, contactName: client.contactName, token };
    await links.mail.enqueue(verificationMail(confirmation), { session });
  });
  return true;
}
