import mongoose, { Types } from 'mongoose';
import { QUOTE_PRICE_MESSAGES as M, type QuotePriceInput } from '@freight/contracts';
import { QuoteRequestModel } from '../../db/models';
import { StatusChangeRecord } from '../../db/models/status_changes';
import { conflict, notFound } from '../../http/errors';
import type { MailService } from '../../mail';
import { newOwnershipLink } from './ownership';
import { priceMail } from './priceMails';

const PRICEABLE = ['pending', 'contacted', 'quoted'];

/** In a portal already: sent signed in, or its address's owner confirmed it. */
const inPortal = (quote: { clientId?: unknown; emailConfirmedAt?: unknown }) =>
  Boolean(quote.clientId || quote.emailConfirmedAt);

/**
 * Staff set a quote's price and mark it quoted (a quoted one may be priced again until the
 * shipper answers). The price, the status change and the mail to the shipper are one
 * transaction. A quote in no portal yet gets a fresh ownership link in the mail, since the
 * shipper answers in the portal.
 */
export async function priceQuote(
  id: Types.ObjectId,
  input: QuotePriceInput,
  context: { changedBy: string; mail: MailService; publicOrigin: string; now?: Date },
): Promise<void> {
  const now = context.now ?? new Date();
  const quote = await QuoteRequestModel.findById(id).lean();
  if (!quote) throw notFound('Quote not found');
  const fromStatus = quote.status ?? 'pending';
  if (!PRICEABLE.includes(fromStatus) || quote.answer) throw conflict(M.notPriceable);
  const ownership = inPortal(quote) ? undefined : newOwnershipLink(now);
  const link = new URL('/client-portal', context.publicOrigin);
  if (ownership) link.searchParams.set('quote', ownership.token);
  const price = {
    ...input,
    notes: input.notes || undefined,
    quotedAt: now,
    quotedBy: context.changedBy,
  };

  await mongoose.connection.transaction(async (session) => {
    const result = await QuoteRequestModel.updateOne(
      { _id: id, status: fromStatus, answer: mongoose.trusted({ $exists: false }) },
      { $set: { status: 'quoted', price, ...ownership?.fields } },
      { session },
    );
    if (result.modifiedCount !== 1)
      throw conflict('The quote was changed meanwhile; reload and try again');
    await StatusChangeRecord.create(
      [
        {
          subjectType: 'quote_request',
          subjectId: id,
          fromStatus,
          toStatus: 'quoted',
          note: `Price ${input.total.toFixed(2)} USD, valid until ${input.validUntil}`,
          changedBy: context.changedBy,
          changedAt: now,
        },
      ],
      { session },
    );
    const message = priceMail(quote, input, {
      link: link.toString(),
      ownershipToken: ownership?.token,
    });
    await context.mail.enqueue(message, { session });
  });
}
