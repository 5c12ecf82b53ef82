import {
  ADDITIONAL_FREIGHT_TYPE_LABELS,
  ASSISTANCE_LOCATION_LABELS,
  ASSISTANCE_TYPE_LABELS,
  DRIVER_ASSISTANCE_LABELS,
  FREIGHT_TYPE_LABELS,
  TIME_TYPE_LABELS,
} from '@freight/contracts';
import type { MailMessage } from '../../mail';

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

/** The company's mail about a new quote request, to `to` (the notification address). */
export function newQuoteMail(quote: Quote, to: string): MailMessage {
  return {
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
  };
}
