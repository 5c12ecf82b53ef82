import { FLEET_OPERATIONS_MESSAGES } from '@freight/contracts';
import { TmsUserModel } from '../../../db/models';
import { sendMail, sentThroughSite, type MailQuota } from '../../../mail';
import { HttpError, badRequest } from '../../../http/errors';
import { documentBytes } from '../documents/store';
import { renderCarrierInvoicePdf } from './pdf';
import { invoiceScopes } from './scopes';
import { findInvoice } from './service';
import { invoicePdfName, invoiceView } from './view';

/**
 * Emails the invoice PDF and its loads' documents to the customer, and marks it sent. The mail
 * counts against the carrier's and the customer's mail quotas (429 once spent, nothing sent);
 * it comes from the site's address with the carrier as Reply-To and says who sent it.
 */
export async function emailInvoice(ownerId: string, invoiceId: string, quota: MailQuota) {
  const scopes = invoiceScopes(ownerId);
  const invoice = await invoiceView(scopes, await findInvoice(scopes, invoiceId));
  if (!invoice.customerEmail) throw badRequest(FLEET_OPERATIONS_MESSAGES.customerHasNoEmail);
  const carrier = await TmsUserModel.findById(ownerId).lean();
  if (!carrier) throw new HttpError(503, 'The invoice email could not be sent. Please try again.');
  await quota.spend(`carrier:${ownerId}`, [invoice.customerEmail]);
  const documents = await Promise.all(
    invoice.documentIds.map(async (id, index) => ({
      filename: invoice.attachments[index + 1]!,
      content: await documentBytes(id),
    })),
  );
  const message = {
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
  };
  const sent = await sendMail(
    sentThroughSite(message, {
      by: `${carrier.companyName} (${carrier.email}), a carrier using FleetFolio; replies go to them`,
      replyTo: carrier.email,
    }),
  );
  if (!sent) throw new HttpError(503, 'The invoice email could not be sent. Please try again.');
  await scopes.invoices.updateById(invoiceId, { sentAt: new Date() });
}
