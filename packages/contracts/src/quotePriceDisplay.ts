import { formatUsd } from './usFormats';

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

/** Whole cents: sums of dollar amounts without floating-point drift. */
const cents = (amount: number) => Math.round(amount * 100);

/** The total a price must state: line haul + fuel surcharge + every accessorial. */
export function priceTotal(
  price: Pick<QuotePriceInput, 'lineHaul' | 'fuelSurcharge' | 'accessorials'>,
): number {
  const sum = [price.lineHaul, price.fuelSurcharge, ...price.accessorials.map((a) => a.amount)]
    .map((amount) => cents(Number(amount) || 0))
    .reduce((sum, amount) => sum + amount, 0);
  return sum / 100;
}

/** Today as YYYY-MM-DD in UTC, the day a price's `validUntil` is compared with. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** A price is open for an answer through the whole of its `validUntil` day (UTC). */
export const priceExpired = (validUntil: string, now = new Date()) => validUntil < utcToday(now);

/** A price's lines as both the admin panel and the portal show them: label and dollars. */
export function priceRows(price: QuotePriceInput): Array<{ label: string; value: string }> {
  return [
    { label: 'Line haul', value: formatUsd(price.lineHaul) },
    { label: 'Fuel surcharge', value: formatUsd(price.fuelSurcharge) },
    ...price.accessorials.map((item) => ({ label: item.name, value: formatUsd(item.amount) })),
    { label: 'Total', value: formatUsd(price.total) },
  ];
}
