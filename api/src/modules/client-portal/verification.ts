import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { CLIENT_PORTAL_MESSAGES as M } from '@freight/contracts';
import { ClientPortalUserModel } from '../../db/models';
import { sentThroughSite, type MailMessage, type MailQuota, type MailService } from '../../mail';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { refuseWeakPassword } from '../../auth/passwordPolicy';
import { hashPassword } from '../../auth/passwords';
import { endSessionsOf } from '../../auth/session';
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

function verificationLink(publicOrigin: string, token: string): string {
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
  /** Who had the link sent, completing "Sent through the … website by". */
  requestedBy: string;
}

/** The mail that carries the confirmation link. */
export function verificationMail({
  publicOrigin,
  to,
  contactName,
  token,
  requestedBy,
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
  return sentThroughSite(
    { to, subject: 'Confirm your email address', text, secrets: [token] },
    { by: requestedBy },
  );
}

/** Who opens a confirmation link: the browser's signed-in client, and a password chosen there. */
export interface LinkOpening {
  signedInAs?: string;
  password?: string;
}

/**
 * Confirms the registration whose link this is. The link proves that its opener reads the
 * mailbox, not that they made the registration (anyone may register someone else's address), so
 * it confirms only when opened in the session of the account that registered, or when the
 * opener chooses the account's password there: the registrant's password is then replaced and
 * its sessions end, and the opener is the one signed in (answered as `signIn`). Once confirmed,
 * opening the link again (a reload) changes nothing and succeeds.
 */
export async function confirmEmail(
  token: string,
  opening: LinkOpening,
  now = new Date(),
): Promise<{ signIn?: string }> {
  const client = await ClientPortalUserModel.findOne({
    verificationTokenHash: hashOf(token),
    verificationExpiresAt: mongoose.trusted({ $gt: now }),
  }).lean();
  if (!client) throw badRequest(M.verifyLinkInvalid);
  if (client.emailVerifiedAt) return {};
  const id = String(client._id);
  if (opening.signedInAs === id) {
    await ClientPortalUserModel.updateOne({ _id: client._id }, { $set: { emailVerifiedAt: now } });
    return {};
  }
  if (!opening.password) throw forbidden(M.verifyNeedsPassword);
  refuseWeakPassword(opening.password, [client.email, client.companyName, client.contactName]);
  const passwordHash = await hashPassword(opening.password);
  const confirmed = await ClientPortalUserModel.updateOne(
    { _id: client._id, verificationTokenHash: client.verificationTokenHash, emailVerifiedAt: null },
    { $set: { emailVerifiedAt: now, passwordHash } },
  );
  if (confirmed.modifiedCount !== 1) throw badRequest(M.verifyLinkInvalid);
  await endSessionsOf('client', id);
  return { signIn: id };
}

/**
 * Queues a new link for a signed-in client who has not confirmed yet, within the resends allowed
 * per hour and the mail quotas of the account and of its address; the new token and its mail
 * are stored together. Answers true: the outbox delivers it (the Sent Mail tab shows how).
 */
export async function resendVerification(
  clientId: string,
  links: { publicOrigin: string; mail: MailService },
  { resends, quota }: { resends: Limiter; quota: MailQuota },
): Promise<boolean> {
  const client = await ClientPortalUserModel.findById(clientId).lean();
  if (!client) throw badRequest(M.verifyLinkInvalid);
  if (client.emailVerifiedAt) throw conflict(M.alreadyVerified);
  await resends.consume(clientId);
  await quota.spend(`client:${clientId}`, [client.email]);
  const { token, fields } = newVerification();
  await mongoose.connection.transaction(async (session) => {
    await ClientPortalUserModel.updateOne({ _id: client._id }, { $set: fields }, { session });
    const confirmation = {
      publicOrigin: links.publicOrigin,
      to: client.email,
      contactName: client.contactName,
      token,
      requestedBy:
        'the client portal account registered with this address (a new confirmation link)',
    };
    await links.mail.enqueue(verificationMail(confirmation), { session });
  });
  return true;
}
