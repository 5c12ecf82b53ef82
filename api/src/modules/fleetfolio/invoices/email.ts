import { FLEET_OPERATIONS_MESSAGES } from '@freight/contracts';
import { sendMail } from '../../../mail';
import { HttpError, badRequest } from '../../../http/errors';
import { documentBytes } from '../documents/store';
import { renderCarrierInvoicePdf } from './pdf';
import { invoiceScopes } from './scopes';
import { findInvoice } from './service';
import { invoicePdfName, invoiceView } from './view';

/** Emails the invoice PDF and its loads' documents to the customer, and marks it sent. */
export async function emailInvoice(ownerId: string, invoiceId: string) {
  const scopes = invoiceScopes(ownerId);
  const invoice = await invoiceView(scopes, await findInvoice(scopes, invoiceId));
  if (!invoice.customerEmail) throw badRequest(FLEET_OPERATIONS_MESSAGES.customerHasNoEmail);
  const documents = await Promise.all(
    invoice.documentIds.map(async (id, index) => ({
      filename: invoice.attachments[index + 1]!,
      content: await documentBytes(id),
    })),
  );
  const sent = await sendMail({
    to: invoice.customerEmail,
    subject: `Invoice ${invoice.invoiceNumber} from ${invoice.remitTo.name}`,
    text: [
      `Dear ${invoice.customerName},`,
      '',
      `Please find attached invoice ${invoice.invoiceNumber} for ${invoice.loads.map((load) => `load ${load.loadNumber}`).join(', ')}.`,
      `Balance due: $${invoice.balanceDue.toFixed(2)}.`,
      '',
      `Remit to: ${invoice.remitTo.name}, ${invoice.remitTo.address}, ${invoice.remitTo.city}, ${invoice.remitTo.state} ${invoice.remitTo.zipCode}`,
    ].join('\n'),
    attachments: [
      {
        filename: invoicePdfName(invoice.invoiceNumber),
        content: await renderCarrierInvoicePdf(invoice),
        contentType: 'application/pdf',
      },
      ...documents,
    ],
  });
  if (!sent) throw new HttpError(503, 'The invoice email could not be sent. Please try again.');
  await scopes.invoices.updateById(invoiceId, { sentAt: new Date() });
}
