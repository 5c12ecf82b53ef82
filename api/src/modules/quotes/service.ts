import mongoose, { Types } from 'mongoose';
import type { QuoteRequestInput } from '@freight/contracts';
import { QuoteRequestModel } from '../../db/models';
import { releaseFiles } from '../../files';
import { logger } from '../../http/logger';
import { notificationRecipient, type MailService } from '../../mail';
import { claimQuoteDocuments } from './documents';
import { newQuoteMail } from './notify';

/** Today's date (UTC) as YYYY-MM-DD. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Stores a validated quote request as pending with its uploaded documents, and its mail to the
 * company in the same transaction: the quote and its notification exist together or not at all.
 * The outbox sends the mail afterwards, so the visitor never waits for SMTP and an SMTP failure
 * never loses a quote. The modal may leave the requested date blank: the table requires one, so
 * the day of the request is stored.
 */
export async function submitQuote(input: QuoteRequestInput, mail: MailService) {
  const _id = new Types.ObjectId();
  const documentsUrls = input.documentsUrls ?? [];
  const notify = await notificationRecipient();
  if (!notify) logger.warn('no notification address in company settings; quote not mailed');
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
          },
        ],
        { session },
      );
      const stored = quote!.toJSON();
      if (notify) await mail.enqueue(newQuoteMail(stored, notify), { session });
      return stored;
    });
  } catch (error) {
    // A commit cut off by an election may still have been applied: the quote is then stored,
    // with its mail, and answering 503 would invite a second one. Its documents go back only
    // when the quote surely is not stored; when that cannot be read they stay with it.
    const stored = await storedQuote(_id).catch(() => undefined);
    if (stored) return stored;
    if (stored === null) await releaseFiles(`quote:${_id.toString()}`);
    throw error;
  }
}

/** The quote as committed by a majority of the replica set, or null when there is none. */
async function storedQuote(_id: Types.ObjectId) {
  const quote = await QuoteRequestModel.findById(_id).readConcern('majority');
  return quote ? quote.toJSON() : null;
}
