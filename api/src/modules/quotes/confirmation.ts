import { sentThroughSite, type MailMessage } from '../../mail';
import { requestSummary } from './notify';

type StoredQuote = Record<string, unknown> & { reference: string; contactName: string };

/** Who receives the confirmation, and for the public form the link that proves the mailbox. */
export type ConfirmationAddress =
  | { to: string; ownership: { token: string; fields: object }; publicOrigin: string }
  | { to: string; signedIn: true };

function ownershipParagraph(token: string, publicOrigin: string): string[] {
  const link = new URL('/client-portal', publicOrigin);
  link.searchParams.set('quote', token);
  return [
    'To follow it in your client portal as well, confirm that it is yours by opening this link (valid for 30 days):',
    link.toString(),
    '',
    'If you did not ask for a quote, ignore this message: nothing is added to any account.',
  ];
}

/**
 * The shipper's confirmation: the quote's reference and a summary of the request. From the public
 * form it goes to the typed address with the link that adds the quote to that address's portal
 * (only the owner of the mailbox can open it); from the portal, to the signed-in client.
 */
export function quoteConfirmationMail(
  quote: StoredQuote,
  address: ConfirmationAddress,
): MailMessage {
  const anonymous = 'ownership' in address;
  const text = [
    `Hello ${quote.contactName},`,
    '',
    anonymous
      ? 'We received a quote request with this email address. Our team will answer it by email.'
      : 'We received your quote request. Our team will answer it by email and in your client portal.',
    '',
    `Your reference: ${quote.reference}`,
    '',
    ...requestSummary(quote),
    '',
    ...(anonymous ? ownershipParagraph(address.ownership.token, address.publicOrigin) : []),
  ];
  const message: MailMessage = {
    to: address.to,
    subject: `Quote request ${quote.reference} received`,
    text: text.join('\n').trimEnd(),
    ...(anonymous ? { secrets: [address.ownership.token] } : {}),
  };
  return sentThroughSite(message, {
    by: anonymous
      ? 'someone who typed this address into its quote request form'
      : 'you, signed in to your client portal',
  });
}
