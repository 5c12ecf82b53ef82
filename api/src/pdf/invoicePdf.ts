import PDFDocument from 'pdfkit';

/**
 * A US-letter document under a red heading (INVOICE, SETTLEMENT). Write the body on `doc`, then
 * `finish()` ends it and resolves with the PDF bytes.
 */
export function startHeadedPdf(heading: string, title: string) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(24).fillColor('#dc2626').text(heading, 50, 50);
  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, finish };
}

/** A US-letter invoice document under the red INVOICE heading. */
export const startInvoicePdf = (invoiceNumber: string) =>
  startHeadedPdf('INVOICE', `Invoice ${invoiceNumber}`);
