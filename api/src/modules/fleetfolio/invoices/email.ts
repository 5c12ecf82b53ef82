import mongoose from 'mongoose';
import { FLEET_OPERATIONS_MESSAGES } from '@freight/contracts';
import { TmsUserModel } from '../../../db/models';
import { HttpError, badRequest } from '../../../http/errors';
import { sentThroughSite, type MailQuota, type MailService } from '../../../mail';
import { renderCarrierInvoicePdf } from './pdf';
import { invoiceScopes } from './scopes';
import { findInvoice } from './service';
import { invoicePdfName, invoiceView } from './view';

/**
 * Queues the invoice's mail to the customer and marks the invoice sent, in one transaction. The
 * PDF is drawn now and kept in the message; the loads' documents, already stored, go with it by
 * reference. The mail counts against the carrier's and the customer's mail quotas first (429
 * once spent, nothing stored); it comes from the site's address with the carrier as Reply-To and
 * says who sent it.
 */
export async function emailInvoice(
  ownerId: string,
  invoiceId: string,
  { mail, quota }: { mail: MailService; quota: MailQuota },
) {
  const scopes = invoiceScopes(ownerId);
  const invoice = await invoiceView(scopes, await findInvoice(scopes, invoiceId));
  if (!invoice.customerEmail) throw badRequest(FLEET_OPERATIONS_MESSAGES.customerHasNoEmail);
  const carrier = await TmsUserModel.findById(ownerId).lean();
  if (!carrier) throw new HttpError(503, 'The invoice email could not be sent. Please try again.');
  await quota.spend(`carrier:${ownerId}`, [invoice.customerEmail]);
  const pdf = await renderCarrierInvoicePdf(invoice);
  const documents = invoice.documentIds.map((storedFileId, index) => ({
    filename: invoice.attachments[index + 1]!,
    storedFileId,
  }));
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
        content: pdf,
        contentType: 'application/pdf',
      },
      ...documents,
    ],
  };
  const origin = {
    by: `${carrier.companyName} (${carrier.email}), a carrier using FleetFolio; replies go to them`,
    replyTo: carrier.email,
  };
  await mongoose.connection.transaction(async (session) => {
    await mail.enqueue(sentThroughSite(message, origin), { session });
    await invoiceScopes(ownerId, session).invoices.updateById(invoiceId, { sentAt: new Date() });
  });
}
