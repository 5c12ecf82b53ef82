import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { CLIENT_PORTAL_MESSAGES } from '@freight/contracts';
import { QuoteRequestModel } from '../../db/models';
import { badRequest } from '../../http/errors';

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
