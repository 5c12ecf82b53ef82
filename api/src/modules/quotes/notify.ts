import {
  ADDITIONAL_FREIGHT_TYPE_LABELS,
  ASSISTANCE_LOCATION_LABELS,
  ASSISTANCE_TYPE_LABELS,
  DRIVER_ASSISTANCE_LABELS,
  FREIGHT_TYPE_LABELS,
  TIME_TYPE_LABELS,
} from '@freight/contracts';
import { logger } from '../../http/logger';
import { notificationRecipient, sendMail } from '../../mail';

type Quote = Record<string, unknown>;

function label(labels: Record<string, string>, value: unknown): string {
  return typeof value === 'string' ? (labels[value] ?? value) : '';
}

function lines(quote: Quote): string[] {
  const rows: Array<[string, unknown]> = [
    ['Company', quote.companyName],
    ['Contact', quote.contactName],
    ['Email', quote.email],
    ['Phone', quote.phone],
    ['Pickup', quote.pickupLocation],
    ['Delivery', quote.deliveryLocation],
    ['Primary service', label(FREIGHT_TYPE_LABELS, quote.freightType)],
    ['Additional service', label(ADDITIONAL_FREIGHT_TYPE_LABELS, quote.additionalFreightType)],
    ['Requested date', quote.requestedDate],
    ['Weight', quote.weight],
    ['Dimensions', quote.dimensions],
    ['Pickup date', quote.pickupDate],
    ['Pickup time', `${label(TIME_TYPE_LABELS, quote.pickupTimeType)} ${quote.pickupTime ?? ''}`],
    ['Delivery date', quote.deliveryDate],
    [
      'Delivery time',
      `${label(TIME_TYPE_LABELS, quote.deliveryTimeType)} ${quote.deliveryTime ?? ''}`,
    ],
    ['Driver assistance', label(DRIVER_ASSISTANCE_LABELS, quote.driverAssistance)],
    ['Assistance location', label(ASSISTANCE_LOCATION_LABELS, quote.assistanceLocation)],
    ['Assistance type', label(ASSISTANCE_TYPE_LABELS, quote.assistanceType)],
    ['Additional information', quote.additionalInfo],
    ['Documents', ((quote.documentsUrls as string[] | undefined) ?? []).length || ''],
  ];
  return rows
    .map(([name, value]) => [name, String(value ?? '').trim()])
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`);
}

/** Mails a new quote request to the company. A failure is logged; the quote is already stored. */
export async function notifyNewQuote(quote: Quote): Promise<boolean> {
  const to = await notificationRecipient().catch((error: unknown) => {
    logger.error({ err: error }, 'could not read the notification address');
    return null;
  });
  if (!to) {
    logger.warn('no notification address in company settings; quote notification not sent');
    return false;
  }
  return sendMail({
    to,
    replyTo: String(quote.email),
    subject: `New quote request from ${String(quote.companyName)}`,
    text: [
      'A new quote request was submitted on the website.',
      '',
      ...lines(quote),
      '',
      'The documents and the full request are in the admin panel.',
    ].join('\n'),
  });
}

/**
 * Notifications being sent at once; the rest wait in order. A burst of submissions otherwise
 * started one SMTP exchange each, all at once, and slowed every answer of the API meanwhile.
 */
const SENDING_AT_ONCE = 2;

export type QueueNotification = (quote: Quote) => void;

/** One app's queue of quote notifications, mailed in the background a few at a time. */
export function notificationQueue(): QueueNotification {
  const waiting: Quote[] = [];
  let sending = 0;
  const sendNext = (): void => {
    const quote = waiting.shift();
    if (!quote) return;
    sending += 1;
    notifyNewQuote(quote)
      .catch((error: unknown) => logger.error({ err: error }, 'quote notification failed'))
      .finally(() => {
        sending -= 1;
        sendNext();
      });
  };
  return (quote) => {
    waiting.push(quote);
    if (sending < SENDING_AT_ONCE) sendNext();
  };
}
