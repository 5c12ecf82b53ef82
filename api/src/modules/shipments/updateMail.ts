import { formatStatus, type ShipmentUpdateInput } from '@freight/contracts';
import type { MailMessage } from '../../mail';

const UTC_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Where the update mail's links point: the public tracking page and the unsubscribe page. */
export interface UpdateMailLinks {
  publicOrigin: string;
  unsubscribeToken: string;
}

/**
 * The short mail to a shipment's customer about a posted update: status, location, time and a
 * tracking link, and the link that turns these mails off without signing in.
 */
export function shipmentUpdateMail(
  shipment: { shipmentNumber: string; customerEmail: string },
  update: Omit<ShipmentUpdateInput, 'timestamp'> & { timestamp: Date },
  links: UpdateMailLinks,
): MailMessage {
  const tracking = new URL('/tracking', links.publicOrigin);
  tracking.searchParams.set('number', shipment.shipmentNumber);
  const unsubscribe = new URL('/client-portal/unsubscribe', links.publicOrigin);
  unsubscribe.searchParams.set('token', links.unsubscribeToken);
  const status = formatStatus(update.status);
  return {
    to: shipment.customerEmail,
    subject: `Shipment ${shipment.shipmentNumber}: ${status}`,
    text: [
      `Your shipment ${shipment.shipmentNumber} was updated.`,
      '',
      `Status: ${status}`,
      ...(update.location ? [`Location: ${update.location}`] : []),
      `Time: ${UTC_TIME.format(update.timestamp)} UTC`,
      '',
      `Track it: ${tracking.toString()}`,
      '',
      `To stop these emails, open: ${unsubscribe.toString()}`,
      'You can turn them back on in your client portal.',
    ].join('\n'),
    secrets: [links.unsubscribeToken],
  };
}
