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

type Row = [string, unknown];

const contactRows = (quote: Quote): Row[] => [
  ['Company', quote.companyName],
  ['Contact', quote.contactName],
  ['Email', quote.email],
  ['Phone', quote.phone],
];

/** What was asked for: the route, the service, the dates and the freight. */
const requestRows = (quote: Quote): Row[] => [
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
  ['Documents', ((quote.documentsUrls as string[] | undefined) ?? []).length || ''],
];

function lines(rows: Row[]): string[] {
  return rows
    .map(([name, value]) => [name, String(value ?? '').trim()])
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`);
}

/**
 * The request as its shipper reads it in their confirmation: the route, service, dates and
 * freight, without the free text, since the public form may mail an address nobody proved.
 */
export const requestSummary = (quote: Quote): string[] => lines(requestRows(quote));

/** The company's mail about a new quote request, to `to` (the notification address). */
export function newQuoteMail(quote: Quote, to: string): MailMessage {
  return {
    to,
    replyTo: String(quote.email),
    subject: `New quote request from ${String(quote.companyName)}`,
    text: [
      'A new quote request was submitted on the website.',
      '',
      ...(quote.reference ? [`Reference: ${String(quote.reference)}`] : []),
      ...lines([
        ...contactRows(quote),
        ...requestRows(quote),
        ['Additional information', quote.additionalInfo],
      ]),
      '',
      'The documents and the full request are in the admin panel.',
    ].join('\n'),
  };
}
