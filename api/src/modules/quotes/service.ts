import mongoose, { Types } from 'mongoose';
import type { QuoteRequestInput } from '@freight/contracts';
import { QuoteRequestModel } from '../../db/models';
import { newQuoteReference, withUniqueNumber } from '../../db/uniqueNumbers';
import { releaseFiles } from '../../files';
import { logger } from '../../http/logger';
import {
  notificationRecipient,
  type MailQuota,
  type MailSender,
  type MailService,
} from '../../mail';
import { quoteConfirmationMail, type ConfirmationAddress } from './confirmation';
import { claimQuoteDocuments } from './documents';
import { newQuoteMail } from './notify';
import { newOwnershipLink } from './ownership';

/** Today's date (UTC) as YYYY-MM-DD. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Who sent a quote: a visitor of the public form, or a signed-in, confirmed client (whose
 * confirmation goes to the account's proven address, not to the one typed into the form).
 */
export type QuoteSender =
  | { anonymous: true; publicOrigin: string; address: string; quota: MailQuota }
  | { clientId: string; accountEmail: string; quota: MailQuota };

/** The stored quote as its sender sees it: never the hash of its ownership link. */
/** The submitter's answer: the quote without its link's secret, and whether it was mailed. */
function answerOf(stored: Record<string, unknown>, confirmationMailed: boolean) {
  const { confirmTokenHash, confirmExpiresAt, ...answer } = stored;
  void confirmTokenHash;
  void confirmExpiresAt;
  return { ...answer, confirmationMailed };
}

/**
 * Where the shipper's confirmation goes, when the mail quotas allow it: one use of the sender's
 * quota (the caller's address, or the client account) and of the recipient's. For the public
 * form it carries the link that adds the quote to that address's portal. The quote is stored
 * either way: without the mail it stays visible to staff, who answer it by email.
 */
async function allowedConfirmation(
  sender: QuoteSender,
  email: string,
): Promise<ConfirmationAddress | undefined> {
  const anonymous = 'anonymous' in sender;
  const to = anonymous ? email : sender.accountEmail;
  const spender: MailSender = anonymous ? `address:${sender.address}` : `client:${sender.clientId}`;
  try {
    await sender.quota.spend(spender, [to]);
  } catch (error) {
    logger.warn({ err: error }, 'mail quota spent: quote confirmation not mailed');
    return undefined;
  }
  if (!anonymous) return { to, signedIn: true };
  return { to, ownership: newOwnershipLink(), publicOrigin: sender.publicOrigin };
}

/**
 * Stores a validated quote request as pending with a fresh reference and its uploaded
 * documents, and its mails (to the company, and the shipper's confirmation) in the same
 * transaction: the quote and its mails exist together or not at all. The outbox sends the mail
 * afterwards, so the visitor never waits for SMTP and an SMTP failure never loses a quote. The
 * modal may leave the requested date blank: the table requires one, so the day of the request
 * is stored. A quote from the public form joins a client portal only once the owner of its
 * address confirms it (the mailed link); a signed-in client's quote joins theirs.
 */
export async function submitQuote(
  input: QuoteRequestInput,
  mail: MailService,
  sender: QuoteSender,
) {
  const _id = new Types.ObjectId();
  const documentsUrls = input.documentsUrls ?? [];
  const [notify, confirmation] = await Promise.all([
    notificationRecipient(),
    allowedConfirmation(sender, input.email),
  ]);
  if (!notify) logger.warn('no notification address in company settings; quote not mailed');
  const owner = 'clientId' in sender ? { clientId: new Types.ObjectId(sender.clientId) } : {};
  const ownership =
    confirmation && 'ownership' in confirmation ? confirmation.ownership.fields : {};
  await claimQuoteDocuments(documentsUrls, _id.toString());
  try {
    // A taken reference (about one in a billion) aborts the transaction: it runs again anew.
    return await withUniqueNumber(newQuoteReference, (reference) =>
      mongoose.connection.transaction(async (session) => {
        const [quote] = await QuoteRequestModel.create(
          [
            {
              ...input,
              _id,
              reference,
              requestedDate: input.requestedDate || today(),
              documentsUrls,
              status: 'pending',
              ...owner,
              ...ownership,
            },
          ],
          { session },
        );
        const stored = { ...quote!.toJSON(), reference };
        // One insert each: insertMany wraps a lost connection in a bulk write error, which the
        // transaction does not retry and the API answered with 500 instead of 503 (cluster test).
        if (notify) await mail.enqueue(newQuoteMail(stored, notify), { session });
        if (confirmation) {
          await mail.enqueue(quoteConfirmationMail(stored, confirmation), { session });
        }
        return answerOf(stored, Boolean(confirmation));
      }),
    );
  } catch (error) {
    // A commit cut off by an election may still have been applied: the quote is then stored,
    // with its mail, and answering 503 would invite a second one. Its documents go back only
    // when the quote surely is not stored; when that cannot be read they stay with it.
    const stored = await storedQuote(_id).catch(() => undefined);
    if (stored) return answerOf(stored, Boolean(confirmation));
    if (stored === null) await releaseFiles(`quote:${_id.toString()}`);
    throw error;
  }
}

/** The quote as committed by a majority of the replica set, or null when there is none. */
async function storedQuote(_id: Types.ObjectId) {
  const quote = await QuoteRequestModel.findById(_id).readConcern('majority');
  return quote ? quote.toJSON() : null;
}
