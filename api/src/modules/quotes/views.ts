import type { QuoteAnswer, QuotePrice } from '@freight/contracts';

interface StoredPrice {
  lineHaul: number;
  fuelSurcharge: number;
  accessorials?: Array<{ name?: string | null; amount?: number | null }> | null;
  total: number;
  validUntil: string;
  notes?: string | null;
  quotedAt: Date;
}

interface StoredAnswer {
  decision: 'accepted' | 'declined';
  at: Date;
  by: string;
  reason?: string | null;
}

/** A stored quote's price and answer as staff and its shipper read them (no ids, no staff name). */
export function priceViews(quote: { price?: StoredPrice | null; answer?: StoredAnswer | null }): {
  price?: QuotePrice;
  answer?: QuoteAnswer;
} {
  const { price, answer } = quote;
  return {
    ...(price
      ? {
          price: {
            lineHaul: price.lineHaul,
            fuelSurcharge: price.fuelSurcharge,
            accessorials: (price.accessorials ?? []).map((item) => ({
              name: item.name ?? '',
              amount: item.amount ?? 0,
            })),
            total: price.total,
            validUntil: price.validUntil,
            ...(price.notes ? { notes: price.notes } : {}),
            quotedAt: price.quotedAt.toISOString(),
          },
        }
      : {}),
    ...(answer
      ? {
          answer: {
            decision: answer.decision,
            at: answer.at.toISOString(),
            by: answer.by,
            ...(answer.reason ? { reason: answer.reason } : {}),
          },
        }
      : {}),
  };
}
