import mongoose, { Types } from 'mongoose';
import {
  QUOTE_PRICE_MESSAGES as M,
  priceExpired,
  type ClientUser,
  type QuotePriceInput,
} from '@freight/contracts';
import { QuoteRequestModel } from '../../db/models';
import { StatusChangeRecord } from '../../db/models/status_changes';
import { HttpError, conflict, notFound } from '../../http/errors';
import { logger } from '../../http/logger';
import { notificationRecipient, type MailService } from '../../mail';
import { answerMail } from './priceMails';

/** The quotes a client may read and answer: sent signed in, or sent with their confirmed address. */
export const clientQuoteFilter = (client: ClientUser) =>
  mongoose.trusted({
    $or: [
      { clientId: new Types.ObjectId(client.id) },
      { email: client.email, emailConfirmedAt: mongoose.trusted({ $ne: null }) },
    ],
  });

export interface QuoteAnswerRequest {
  decision: 'accepted' | 'declined';
  reason?: string;
}

/**
 * The shipper accepts or declines the price of one of their own quotes (another's is a 404, as
 * if it did not exist). Only a quoted price without an answer can be answered, once (409), and
 * an expired one cannot be accepted (410). The answer, its status change and the mail to staff
 * are one transaction, conditional on the price read, so a price changed meanwhile is not
 * answered blindly.
 */
export async function answerQuote(
  client: ClientUser,
  id: string,
  request: QuoteAnswerRequest,
  mail: MailService,
  now = new Date(),
): Promise<void> {
  const quote = Types.ObjectId.isValid(id)
    ? await QuoteRequestModel.findOne({
        $and: [{ _id: new Types.ObjectId(id) }, clientQuoteFilter(client)],
      }).lean()
    : null;
  if (!quote) throw notFound('Quote not found');
  if (quote.answer) throw conflict(M.alreadyAnswered);
  if (quote.status !== 'quoted' || !quote.price) throw conflict(M.notQuoted);
  const price = quote.price as unknown as QuotePriceInput & { quotedAt: Date };
  if (request.decision === 'accepted' && priceExpired(price.validUntil, now))
    throw new HttpError(410, M.expired);
  const answer = {
    decision: request.decision,
    at: now,
    clientId: new Types.ObjectId(client.id),
    by: client.email,
    ...(request.reason ? { reason: request.reason } : {}),
  };
  const notify = await notificationRecipient();
  if (!notify) logger.warn('no notification address in company settings; answer not mailed');

  await mongoose.connection.transaction(async (session) => {
    const result = await QuoteRequestModel.updateOne(
      {
        _id: quote._id,
        status: 'quoted',
        answer: mongoose.trusted({ $exists: false }),
        'price.quotedAt': price.quotedAt,
      },
      { $set: { status: request.decision, answer } },
      { session },
    );
    if (result.modifiedCount !== 1) throw conflict(M.alreadyAnswered);
    await StatusChangeRecord.create(
      [
        {
          subjectType: 'quote_request',
          subjectId: quote._id,
          fromStatus: 'quoted',
          toStatus: request.decision,
          note: request.reason ?? '',
          changedBy: `client ${client.email}`,
          changedAt: now,
        },
      ],
      { session },
    );
    if (notify) await mail.enqueue(answerMail(quote, answer, price, notify), { session });
  });
}
