import mongoose, { Types } from 'mongoose';
import type { QuoteRequestInput } from '@freight/contracts';
import { QuoteRequestModel } from '../../db/models';
import { releaseFiles } from '../../files';
import { logger } from '../../http/logger';
import { notificationRecipient, type MailQuota, type MailService } from '../../mail';
import { claimQuoteDocuments } from './documents';
import { newQuoteMail } from './notify';
import { newOwnershipLink, ownershipLinkMail } from './ownership';

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
 * The link that adds a public form's quote to its owner's portal, when the mail quotas of the
 * caller's address and of the typed address allow mailing it. The quote is stored either way:
 * without the link it stays visible to staff, who answer it by email.
 */
async function allowedOwnershipLink(
  sender: QuoteSender,
  email: string,
): Promise<ReturnType<typeof newOwnershipLink> | undefined> {
  if (!('anonymous' in sender)) return undefined;
  try {
    await sender.quota.spend(`address:${sender.address}`, [email]);
  } catch (error) {
    logger.warn({ err: error }, 'mail quota spent: quote confirmation link not mailed');
    return undefined;
  }
  return newOwnershipLink();
}

/**
 * Stores a validated quote request as pending with its uploaded documents, and its mails (to
 * the company, and for the public form the ownership link to the typed address) in the same
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
  const notify = await notificationRecipient();
  if (!notify) logger.warn('no notification address in company settings; quote not mailed');
  const link = await allowedOwnershipLink(sender, input.email);
  const owner = 'clientId' in sender ? { clientId: new Types.ObjectId(sender.clientId) } : {};
  await claimQuoteDocuments(documentsUrls, _id.toString());
  try {
    return await mongoose.connection.transaction(async (session) => {
      const [quote] = await QuoteRequestModel.create(
        [
          {
            ...input,
            _id,
            requestedDate: input.requestedDate || today(),
            documentsUrls,
            status: 'pending',
            ...owner,
            ...link?.fields,
          },
        ],
        { session },
      );
      const stored = quote!.toJSON();
      if (notify) await mail.enqueue(newQuoteMail(stored, notify), { session });
      if (link && 'anonymous' in sender) {
        const message = ownershipLinkMail(input, link.token, sender.publicOrigin);
        await mail.enqueue(message, { session });
      }
      return answerOf(stored);
    });
  } catch (error) {
    // A commit cut off by an election may still have been applied: the quote is then stored,
    // with its mail, and answering 503 would invite a second one. Its documents go back only
    // when the quote surely is not stored; when that cannot be read they stay with it.
    const stored = await storedQuote(_id).catch(() => undefined);
    if (stored) return answerOf(stored);
    if (stored === null) await releaseFiles(`quote:${_id.toString()}`);
    throw error;
  }
}

/** The quote as committed by a majority of the replica set, or null when there is none. */
async function storedQuote(_id: Types.ObjectId) {
  const quote = await QuoteRequestModel.findById(_id).readConcern('majority');
  return quote ? quote.toJSON() : null;
}
