import { formatStatus, formatUsDate, formatUsd, type InvoiceView } from '@freight/contracts';
import { startInvoicePdf } from '../../pdf/invoicePdf';

interface InvoiceParty {
  companyName: string;
  lines: string[];
}

export interface InvoicePdfInput {
  invoice: InvoiceView;
  issuer: InvoiceParty;
  billTo: InvoiceParty;
  route: { pickupAddress: string; deliveryAddress: string };
}

function party(doc: PDFKit.PDFDocument, heading: string, who: InvoiceParty, x: number, y: number) {
  doc.fontSize(9).fillColor('#6b7280').text(heading.toUpperCase(), x, y);
  doc
    .fontSize(11)
    .fillColor('#111827')
    .text(who.companyName, x, y + 14, { width: 240 });
  for (const line of who.lines.filter(Boolean)) doc.fontSize(10).text(line, { width: 240 });
}

function row(doc: PDFKit.PDFDocument, label: string, value: string, y: number) {
  doc.fontSize(10).fillColor('#6b7280').text(label, 50, y);
  doc.fillColor('#111827').text(value, 200, y, { width: 345 });
}

/** A one-page invoice as PDF bytes. */
export function renderInvoicePdf({
  invoice,
  issuer,
  billTo,
  route,
}: InvoicePdfInput): Promise<Buffer> {
  const { doc, finish } = startInvoicePdf(invoice.invoiceNumber);
  doc.fontSize(12).fillColor('#111827').text(invoice.invoiceNumber, 50, 80);
  party(doc, 'From', issuer, 50, 120);
  party(doc, 'Bill to', billTo, 320, 120);

  const top = 240;
  row(doc, 'Shipment', invoice.shipmentNumber, top);
  row(doc, 'Route', `${route.pickupAddress} to ${route.deliveryAddress}`, top + 20);
  row(doc, 'Issued', formatUsDate(invoice.createdAt), top + 40);
  row(doc, 'Due date', formatUsDate(invoice.dueDate), top + 60);
  row(doc, 'Status', formatStatus(invoice.status), top + 80);
  if (invoice.paidAt) row(doc, 'Paid on', formatUsDate(invoice.paidAt), top + 100);

  doc
    .moveTo(50, top + 130)
    .lineTo(545, top + 130)
    .strokeColor('#d1d5db')
    .stroke();
  doc
    .fontSize(14)
    .fillColor('#111827')
    .text('Amount due (USD)', 50, top + 145);
  doc.text(invoice.status === 'paid' ? formatUsd(0) : formatUsd(invoice.amount), 320, top + 145, {
    width: 225,
    align: 'right',
  });
  doc
    .fontSize(10)
    .fillColor('#6b7280')
    .text(`Invoice total ${formatUsd(invoice.amount)}`, 320, top + 168, {
      width: 225,
      align: 'right',
    });
  return finish();
}
