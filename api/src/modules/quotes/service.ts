import { Types } from 'mongoose';
import type { QuoteRequestInput } from '@freight/contracts';
import { QuoteRequestModel } from '../../db/models';
import { releaseFiles } from '../../files';
import { claimQuoteDocuments } from './documents';
import type { QueueNotification } from './notify';

/** Today's date (UTC) as YYYY-MM-DD. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Stores a validated quote request as pending, attaches its uploaded documents, then mails the
 * company without waiting for the mail: the visitor's answer does not depend on it (a failure
 * is logged), and waiting for the SMTP exchange made each submission several times slower.
 * The modal may leave the requested date blank: the table requires one, so the day of the
 * request is stored.
 */
export async function submitQuote(input: QuoteRequestInput, notify: QueueNotification) {
  const _id = new Types.ObjectId();
  const documentsUrls = input.documentsUrls ?? [];
  await claimQuoteDocuments(documentsUrls, _id.toString());
  let quote;
  try {
    quote = await QuoteRequestModel.create({
      ...input,
      _id,
      requestedDate: input.requestedDate || today(),
      documentsUrls,
      status: 'pending',
    });
  } catch (error) {
    await releaseFiles(`quote:${_id.toString()}`);
    throw error;
  }
  const stored = quote.toJSON();
  notify(stored);
  return stored;
}
