import mongoose from 'mongoose';
import { FLEET_OPERATIONS_MESSAGES } from '@freight/contracts';
import { badRequest } from '../../../http/errors';
import type { MailService } from '../../../mail';
import { renderCarrierInvoicePdf } from './pdf';
import { invoiceScopes } from './scopes';
import { findInvoice } from './service';
import { invoicePdfName, invoiceView } from './view';

/**
 * Queues the invoice's mail to the customer and marks the invoice sent, in one transaction. The
 * PDF is drawn now and kept in the message; the loads' documents, already stored, go with it by
 * reference.
 */
export async function emailInvoice(ownerId: string, invoiceId: string, mail: MailService) {
  const scopes = invoiceScopes(ownerId);
  const invoice = await invoiceView(scopes, await findInvoice(scopes, invoiceId));
  if (!invoice.customerEmail) throw badRequest(FLEET_OPERATIONS_MESSAGES.customerHasNoEmail);
  const pdf = await renderCarrierInvoicePdf(invoice);
  const documents = invoice.documentIds.map((storedFileId, index) => ({
    filename: invoice.attachments[index + 1]!,
    storedFileId,
  }));
  await mongoose.connection.transaction(async (session) => {
    await mail.enqueue(
      {
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
      },
      { session },
    );
    await invoiceScopes(ownerId, session).invoices.updateById(invoiceId, { sentAt: new Date() });
  });
}
