import type { SettlementView } from '@freight/contracts';
import { pdfText } from '../../../test/pdfText';
import { renderSettlementPdf } from './pdf';

const trips = Array.from({ length: 70 }, (_, n) => ({
  tripId: String(n).padStart(24, '0'),
  tripNumber: `TR-${n + 1}`,
  completedOn: '2026-05-02',
  route: 'Chicago, IL to Dallas, TX',
  miles: 100,
  hours: 0,
  revenue: 500,
  payType: 'per_mile' as const,
  payRate: 0.5,
  pay: 50,
}));

const settlement: SettlementView = {
  id: 'a'.repeat(24),
  settlementNumber: 'ST-0042',
  driverId: 'b'.repeat(24),
  driverName: 'Ann Lee',
  periodStart: '2026-05-01',
  periodEnd: '2026-05-31',
  status: 'approved',
  trips,
  items: [
    {
      itemId: 'c'.repeat(24),
      kind: 'advance',
      category: 'advance',
      itemDate: '2026-05-03',
      note: 'Cash',
      amount: 100,
    },
  ],
  grossPay: 3500,
  advances: 100,
  deductions: 0,
  netPay: 3400,
  createdAt: '2026-06-01T00:00:00.000Z',
  approvedAt: '2026-06-01T01:00:00.000Z',
  paidAt: null,
};

describe('settlement statement PDF', () => {
  it('runs onto new pages and still lists every trip, the items and the net', async () => {
    const pdf = await renderSettlementPdf(settlement);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (const trip of trips) expect(text).toContain(`Trip ${trip.tripNumber} completed`);
    expect(text).toContain('2026-05-03 Pay advance: Cash');
    expect(text).toContain('Status Approved');
    expect(text).toContain('$3,400.00');
  });
});
