import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { CLIENT_PORTAL_MESSAGES } from '@freight/contracts';
import { QuoteRequestModel } from '../../db/models';
import { badRequest } from '../../http/errors';
import { sentThroughSite, type MailMessage } from '../../mail';

/** How long the link that adds an anonymous quote to its owner's portal works. */
const LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link for an anonymous quote: the token goes in the mail, its hash on the quote. */
export function newOwnershipLink(now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    fields: {
      confirmTokenHash: hashOf(token),
      confirmExpiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    },
  };
}

interface AnonymousQuote {
  email: string;
  contactName: string;
  pickupLocation: string;
  deliveryLocation: string;
}

/**
 * The mail to the address typed in the public form: the request was received, and the link adds
 * it to that address's client portal (only the owner of the address can open it).
 */
export function ownershipLinkMail(
  quote: AnonymousQuote,
  token: string,
  publicOrigin: string,
): MailMessage {
  const link = new URL('/client-portal', publicOrigin);
  link.searchParams.set('quote', token);
  const message = {
    to: quote.email,
    subject: 'Confirm your quote request',
    text: [
      `Hello ${quote.contactName},`,
      '',
      `We received a quote request from ${quote.pickupLocation} to ${quote.deliveryLocation} with this email address. Our team will answer it by email.`,
      '',
      'To follow it in your client portal as well, confirm that it is yours by opening this link (valid for 30 days):',
      link.toString(),
      '',
      'If you did not ask for a quote, ignore this message: nothing is added to any account.',
    ].join('\n'),
    secrets: [token],
  };
  return sentThroughSite(message, {
    by: 'someone who typed this address into its quote request form',
  });
}

/**
 * The owner of the quote's address confirms it is theirs: it then shows in the portal of the
 * confirmed client with that address. Opening the link again changes nothing.
 */
export async function confirmQuoteOwnership(token: string, now = new Date()): Promise<void> {
  const quote = await QuoteRequestModel.findOne({
    confirmTokenHash: hashOf(token),
    confirmExpiresAt: mongoose.trusted({ $gt: now }),
  }).lean();
  const invalid = CLIENT_PORTAL_MESSAGES.quoteLinkInvalid;
  if (!quote) throw badRequest(invalid, { token: invalid });
  if (quote.emailConfirmedAt) return;
  await QuoteRequestModel.updateOne({ _id: quote._id }, { $set: { emailConfirmedAt: now } });
}
