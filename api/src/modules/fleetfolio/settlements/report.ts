import { fromCents, toCents, type FinancialSettlements } from '@freight/contracts';
import { carrierData } from '../../../db/ownerScope';
import { dateToDay } from '../shared/dates';

/**
 * The approved and paid settlements whose pay period ends in the year (UTC), for the financial
 * report: each one and their sums (in cents), and what is approved but not paid yet. Drafts are
 * not money owed yet and are left out.
 */
export async function settlementsOfYear(
  ownerId: string,
  year: number,
): Promise<FinancialSettlements> {
  const settlements = await carrierData(ownerId).settlements.aggregate<{
    _id: unknown;
    settlementNumber: string;
    driverName: string;
    periodStart: Date;
    periodEnd: Date;
    status: 'approved' | 'paid';
    grossPay: number;
    advances: number;
    deductions: number;
    netPay: number;
  }>([
    {
      $match: {
        status: { $in: ['approved', 'paid'] },
        periodEnd: {
          $gte: new Date(Date.UTC(year, 0, 1)),
          $lt: new Date(Date.UTC(year + 1, 0, 1)),
        },
      },
    },
    { $sort: { periodEnd: 1, settlementNumber: 1 } },
  ]);
  const sum = (pick: (row: (typeof settlements)[number]) => number, rows = settlements) =>
    fromCents(rows.reduce((total, row) => total + toCents(pick(row)), 0));
  return {
    rows: settlements.map((row) => ({
      id: String(row._id),
      settlementNumber: row.settlementNumber,
      driverName: row.driverName,
      periodStart: dateToDay(row.periodStart),
      periodEnd: dateToDay(row.periodEnd),
      status: row.status,
      grossPay: row.grossPay,
      advances: row.advances,
      deductions: row.deductions,
      netPay: row.netPay,
    })),
    grossPay: sum((row) => row.grossPay),
    advances: sum((row) => row.advances),
    deductions: sum((row) => row.deductions),
    netPay: sum((row) => row.netPay),
    unpaid: sum(
      (row) => row.netPay,
      settlements.filter((row) => row.status === 'approved'),
    ),
  };
}
