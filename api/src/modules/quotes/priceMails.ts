import { formatUsd, formatUsDate, type QuotePriceInput } from '@freight/contracts';
import type { MailMessage } from '../../mail';

interface PricedQuote {
  reference?: string | null;
  contactName: string;
  companyName: string;
  email: string;
  pickupLocation: string;
  deliveryLocation: string;
}

const refOf = (quote: PricedQuote) => quote.reference ?? 'request';

/** The price's lines as the shipper and staff read them. */
function priceLines(price: QuotePriceInput): string[] {
  return [
    `Line haul: ${formatUsd(price.lineHaul)}`,
    `Fuel surcharge: ${formatUsd(price.fuelSurcharge)}`,
    ...price.accessorials.map((item) => `${item.name}: ${formatUsd(item.amount)}`),
    `Total: ${formatUsd(price.total)}`,
    `Valid until: ${formatUsDate(price.validUntil)}`,
    ...(price.notes ? ['', price.notes] : []),
  ];
}

/**
 * The price to the quote's address. `ownershipLink` is set when the quote is in no portal yet:
 * opening it proves the mailbox and adds the quote to that address's portal, where it is answered.
 */
export function priceMail(
  quote: PricedQuote,
  price: QuotePriceInput,
  portal: { link: string; ownershipToken?: string },
): MailMessage {
  return {
    to: quote.email,
    subject: `Your price for quote ${refOf(quote)}: ${formatUsd(price.total)}`,
    text: [
      `Hello ${quote.contactName},`,
      '',
      `Here is our price for your quote ${refOf(quote)} from ${quote.pickupLocation} to ${quote.deliveryLocation}:`,
      '',
      ...priceLines(price),
      '',
      portal.ownershipToken
        ? 'To accept or decline it, open this link: it adds the quote to your client portal (sign in or register with this email address):'
        : 'Accept or decline it in your client portal:',
      portal.link,
    ].join('\n'),
    ...(portal.ownershipToken ? { secrets: [portal.ownershipToken] } : {}),
  };
}

/** Staff learn the shipper's answer: an acceptance is a shipment to book. */
export function answerMail(
  quote: PricedQuote,
  answer: { decision: 'accepted' | 'declined'; by: string; reason?: string },
  price: QuotePriceInput,
  to: string,
): MailMessage {
  const accepted = answer.decision === 'accepted';
  return {
    to,
    replyTo: answer.by,
    subject: `Quote ${refOf(quote)} ${answer.decision} by ${quote.companyName}`,
    text: [
      `${quote.companyName} (${answer.by}) ${answer.decision} the price of quote ${refOf(quote)} from ${quote.pickupLocation} to ${quote.deliveryLocation}.`,
      '',
      ...priceLines(price),
      ...(answer.reason ? ['', `Reason: ${answer.reason}`] : []),
      '',
      accepted
        ? 'Create the shipment from the quote in the admin panel.'
        : 'The quote is in the admin panel.',
    ].join('\n'),
  };
}
