import { Types } from 'mongoose';
import type { QuoteRequestInput } from '@freight/contracts';
import { QuoteRequestModel } from '../../db/models';
import { releaseFiles } from '../../files';
import { claimQuoteDocuments } from './documents';
import type { QueueNotification } from './notify';
import type { MailQuota } from '../../mail';
import { mailOwnershipLink, newOwnershipLink } from './ownership';

/** Today's date (UTC) as YYYY-MM-DD. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Who sent a quote: a visitor of the public form, or a signed-in, confirmed client. */
export type QuoteSender =
  | { anonymous: true; publicOrigin: string; address: string; quota: MailQuota }
  | { clientId: string };

/** The stored quote as its sender sees it: never the hash of its ownership link. */
function answerOf(stored: Record<string, unknown>) {
  const { confirmTokenHash, confirmExpiresAt, ...answer } = stored;
  void confirmTokenHash;
  void confirmExpiresAt;
  return answer;
}

/**
 * Stores a validated quote request as pending, attaches its uploaded documents, then mails the
 * company without waiting for the mail: the visitor's answer does not depend on it (a failure
 * is logged), and waiting for the SMTP exchange made each submission several times slower.
 * The modal may leave `requestedDate` blank: the table requires one, so the day of the
 * request is stored. A quote from the public form joins a client portal only once the owner of
 * its address confirms it (the link mailed here); a signed-in client's quote joins theirs.
 */
export async function submitQuote(
  input: QuoteRequestInput,
  notify: QueueNotification,
  sender: QuoteSender,
) {
  const _id = new Types.ObjectId();
  const documentsUrls = input.documentsUrls ?? [];
  const link = 'anonymous' in sender ? newOwnershipLink() : undefined;
  const owner = 'clientId' in sender ? { clientId: new Types.ObjectId(sender.clientId) } : {};
  await claimQuoteDocuments(documentsUrls, _id.toString());
  let quote;
  try {
    quote = await QuoteRequestModel.create({
      ...input,
      _id,
      requestedDate: input.requestedDate || today(),
      documentsUrls,
      status: 'pending',
      ...owner,
      ...link?.fields,
    });
  } catch (error) {
    await releaseFiles(`quote:${_id.toString()}`);
    throw error;
  }
  const stored = quote.toJSON();
  notify(stored);
  if (link && 'anonymous' in sender) void mailOwnershipLink(quote, link.token, sender);
  return answerOf(stored);
}
