import Joi from 'joi';
import { friendly } from './friendlyMessages';
import { toCents } from './fleetfolioOperations';
import { formatUsd } from './shipmentDisplay';
import { MONEY_MAX } from './shipments';

export const QUOTE_PRICE_NOTES_MAX = 2000;
export const QUOTE_ACCESSORIALS_MAX = 10;
export const QUOTE_DECLINE_REASON_MAX = 1000;

/** Texts of the quoted price, in the admin panel, the portal and the API's refusals. */
export const QUOTE_PRICE_MESSAGES = {
  totalMismatch: 'Total must equal line haul + fuel surcharge + accessorials',
  validUntilPast: 'Valid until must be today or later',
  notPriceable: 'Only a pending, contacted or quoted request can be priced',
  notQuoted: 'This quote has no price to answer yet',
  alreadyAnswered: 'This quote was already answered',
  expired: 'This price has expired. Please ask us for a new quote.',
  accepted: 'Quote accepted. Our team will be in touch to book the shipment.',
  declined: 'Quote declined. Thank you for letting us know.',
} as const;

/** One extra charge of a price, e.g. detention or a liftgate. */
export interface QuoteAccessorial {
  name: string;
  amount: number;
}

/** The price staff set when they mark a quote quoted. Amounts in US dollars. */
export interface QuotePriceInput {
  lineHaul: number;
  fuelSurcharge: number;
  accessorials: QuoteAccessorial[];
  total: number;
  /** The last day (UTC, YYYY-MM-DD) the shipper may accept the price. */
  validUntil: string;
  notes?: string;
}

/** A quote's price as stored and shown, with who set it and when. */
export interface QuotePrice extends QuotePriceInput {
  quotedAt: string;
}

/** How the shipper answered the price. */
export interface QuoteAnswer {
  decision: 'accepted' | 'declined';
  at: string;
  /** The client account's email that answered. */
  by: string;
  reason?: string;
}

/** The total a price must state: line haul + fuel surcharge + every accessorial. */
export function priceTotal(
  price: Pick<QuotePriceInput, 'lineHaul' | 'fuelSurcharge' | 'accessorials'>,
): number {
  const cents = [price.lineHaul, price.fuelSurcharge, ...price.accessorials.map((a) => a.amount)]
    .map((amount) => toCents(Number(amount) || 0))
    .reduce((sum, amount) => sum + amount, 0);
  return cents / 100;
}

/** Today as YYYY-MM-DD in UTC, the day a price's `validUntil` is compared with. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** A price is open for an answer through the whole of its `validUntil` day (UTC). */
export const priceExpired = (validUntil: string, now = new Date()) => validUntil < utcToday(now);

const isAmount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function amountsValid(price: QuotePriceInput): boolean {
  const accessorials = Array.isArray(price.accessorials) ? price.accessorials : [];
  return [price.lineHaul, price.fuelSurcharge, ...accessorials.map((item) => item?.amount)].every(
    isAmount,
  );
}

const amount = (label: string) =>
  Joi.number()
    .empty('')
    .min(0)
    .precision(2)
    .max(MONEY_MAX)
    .required()
    .label(label)
    .messages({ 'number.max': '{#label} is too large' });

const isoDay = Joi.string()
  .trim()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value))
      return helpers.error('string.pattern.base');
    return priceExpired(value) ? helpers.error('date.past') : value;
  })
  .messages({
    'string.pattern.base': '{#label} must be a date',
    'date.past': QUOTE_PRICE_MESSAGES.validUntilPast,
  });

/** POST /api/admin/quotes/:id/price and the admin's price form. */
export const quotePriceSchema = friendly(
  Joi.object<QuotePriceInput>({
    lineHaul: amount('Line haul'),
    fuelSurcharge: amount('Fuel surcharge'),
    accessorials: Joi.array()
      .items(
        Joi.object<QuoteAccessorial>({
          name: Joi.string().trim().max(100).required().label('Accessorial name'),
          amount: amount('Accessorial amount'),
        }),
      )
      .max(QUOTE_ACCESSORIALS_MAX)
      .default([])
      .label('Accessorials'),
    total: amount('Total')
      .custom((value: number, helpers) => {
        const price = helpers.state.ancestors[0] as QuotePriceInput;
        // A missing or refused amount is named on its own field; the sum is checked without it.
        if (!amountsValid(price)) return value;
        return toCents(value) === toCents(priceTotal(price)) ? value : helpers.error('total.sum');
      })
      .messages({ 'total.sum': QUOTE_PRICE_MESSAGES.totalMismatch }),
    validUntil: isoDay.required().label('Valid until'),
    notes: Joi.string().trim().allow('').max(QUOTE_PRICE_NOTES_MAX).label('Notes'),
  }),
);

/** POST /api/client-portal/quotes/:id/decline and the portal's decline form. */
export const quoteDeclineSchema = friendly(
  Joi.object<{ reason?: string }>({
    reason: Joi.string().trim().allow('').max(QUOTE_DECLINE_REASON_MAX).label('Reason'),
  }),
);

/** A price's lines as both the admin panel and the portal show them: label and dollars. */
export function priceRows(price: QuotePriceInput): Array<{ label: string; value: string }> {
  return [
    { label: 'Line haul', value: formatUsd(price.lineHaul) },
    { label: 'Fuel surcharge', value: formatUsd(price.fuelSurcharge) },
    ...price.accessorials.map((item) => ({ label: item.name, value: formatUsd(item.amount) })),
    { label: 'Total', value: formatUsd(price.total) },
  ];
}
