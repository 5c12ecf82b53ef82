import {
  PAY_ITEM_CATEGORY_LABELS,
  SETTLEMENT_STATUS_LABELS,
  type SettlementTripLine,
  type SettlementView,
} from '@freight/contracts';
import { startHeadedPdf } from '../../../pdf/invoicePdf';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const PAGE_BOTTOM = 720;
const MUTED = '#6b7280';
const INK = '#111827';

/** What the trip's pay was worked out from, in the driver's pay type's words. */
function payBasis(line: SettlementTripLine): string {
  switch (line.payType) {
    case 'percentage':
      return `${line.payRate}% of ${usd.format(line.revenue)}`;
    case 'flat':
      return 'Flat per trip';
    case 'hourly':
      return `${line.hours} h × ${usd.format(line.payRate)}`;
    default:
      return `${line.miles} mi × ${usd.format(line.payRate)}`;
  }
}

type Doc = PDFKit.PDFDocument;

/** Writes one row (left text, right amount) at the cursor, on a new page when this one is full. */
function row(doc: Doc, left: string, amount: string, { size = 10, color = INK } = {}) {
  if (doc.y > PAGE_BOTTOM) doc.addPage();
  const y = doc.y;
  doc.fontSize(size).fillColor(color).text(left, 50, y, { width: 390 });
  const after = doc.y;
  doc.text(amount, 445, y, { width: 100, align: 'right' });
  doc.y = Math.max(after, doc.y) + 4;
}

function heading(doc: Doc, text: string) {
  if (doc.y > PAGE_BOTTOM - 40) doc.addPage();
  doc.moveDown(0.8).fontSize(9).fillColor(MUTED).text(text.toUpperCase(), 50, doc.y);
  doc.moveDown(0.3);
}

function rule(doc: Doc) {
  doc.moveTo(50, doc.y).lineTo(545, doc.y).strokeColor('#d1d5db').stroke();
  doc.y += 6;
}

/** The driver's settlement statement: every trip with its pay, every advance and deduction, the net. */
export function renderSettlementPdf(settlement: SettlementView): Promise<Buffer> {
  const { doc, finish } = startHeadedPdf('SETTLEMENT', `Settlement ${settlement.settlementNumber}`);
  doc.fontSize(12).fillColor(INK).text(`No. ${settlement.settlementNumber}`, 50, 80);
  doc.text(`Driver ${settlement.driverName}`);
  doc.text(`Pay period ${settlement.periodStart} to ${settlement.periodEnd}`);
  doc.text(`Status ${SETTLEMENT_STATUS_LABELS[settlement.status]}`);

  heading(doc, `Trips (${settlement.trips.length})`);
  if (settlement.trips.length === 0) row(doc, 'No trips in this period', '', { color: MUTED });
  for (const line of settlement.trips) {
    const route = line.route ? `, ${line.route}` : '';
    row(
      doc,
      `Trip ${line.tripNumber} completed ${line.completedOn}${route}: ${payBasis(line)}`,
      usd.format(line.pay),
    );
  }
  rule(doc);
  row(doc, 'Gross pay', usd.format(settlement.grossPay));

  heading(doc, `Advances and deductions (${settlement.items.length})`);
  if (settlement.items.length === 0) row(doc, 'None in this period', '', { color: MUTED });
  for (const item of settlement.items) {
    const note = item.note ? `: ${item.note}` : '';
    row(
      doc,
      `${item.itemDate} ${PAY_ITEM_CATEGORY_LABELS[item.category]}${note}`,
      `-${usd.format(item.amount)}`,
    );
  }
  rule(doc);
  row(doc, 'Advances', `-${usd.format(settlement.advances)}`);
  row(doc, 'Deductions', `-${usd.format(settlement.deductions)}`);
  doc.moveDown(0.5);
  row(doc, 'Net pay (USD)', usd.format(settlement.netPay), { size: 14 });
  return finish();
}
