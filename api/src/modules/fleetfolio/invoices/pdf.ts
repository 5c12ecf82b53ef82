import type { CarrierInvoiceView } from '@freight/contracts';
import { startInvoicePdf } from '../../../pdf/invoicePdf';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function line(doc: PDFKit.PDFDocument, label: string, value: string, y: number) {
  doc.fontSize(10).fillColor('#6b7280').text(label, 50, y);
  doc.fillColor('#111827').text(value, 330, y, { width: 215, align: 'right' });
}

/** The carrier's invoice as PDF bytes: remit-to, bill-to, its loads, payments and balance. */
export function renderCarrierInvoicePdf(invoice: CarrierInvoiceView): Promise<Buffer> {
  const { doc, finish } = startInvoicePdf(invoice.invoiceNumber);
  const { remitTo } = invoice;
  doc.fontSize(12).fillColor('#111827').text(`No. ${invoice.invoiceNumber}`, 50, 80);
  doc.text(`Date ${invoice.createdAt.slice(0, 10)}`, 50, 96);
  doc.fontSize(9).fillColor('#6b7280').text('REMIT TO', 50, 130);
  doc.fontSize(11).fillColor('#111827').text(remitTo.name, 50, 144, { width: 240 });
  doc.fontSize(10).text(remitTo.address, { width: 240 });
  doc.text(`${remitTo.city}, ${remitTo.state} ${remitTo.zipCode}`.trim(), { width: 240 });
  doc.fontSize(9).fillColor('#6b7280').text('BILL TO', 320, 130);
  doc.fontSize(11).fillColor('#111827').text(invoice.customerName, 320, 144, { width: 225 });
  if (invoice.customerEmail) doc.fontSize(10).text(invoice.customerEmail, { width: 225 });
  let y = 220;
  for (const load of invoice.loads) {
    line(
      doc,
      `Load ${load.loadNumber}: ${load.pickupLocation} to ${load.deliveryLocation}`,
      usd.format(load.rate),
      y,
    );
    y += 20;
  }
  doc
    .moveTo(50, y + 5)
    .lineTo(545, y + 5)
    .strokeColor('#d1d5db')
    .stroke();
  line(doc, 'Invoice total', usd.format(invoice.totalAmount), y + 15);
  line(doc, 'Amount paid', usd.format(invoice.amountPaid), y + 35);
  doc
    .fontSize(14)
    .fillColor('#111827')
    .text('Balance due (USD)', 50, y + 60);
  doc.text(usd.format(invoice.balanceDue), 330, y + 60, { width: 215, align: 'right' });
  return finish();
}
