import type {
  PayItemCategory,
  PayItemKind,
  PayType,
  SettlementStatus,
  SettlementView,
} from '@freight/contracts';
import type { Stored } from '../../../db/ownerScope';
import type { TmsSettlement } from '../../../db/models';
import { dateToDay } from '../shared/dates';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A stored settlement as the screens and the statement read it. */
export function settlementView(settlement: Stored<TmsSettlement>): SettlementView {
  return {
    id: String(settlement._id),
    settlementNumber: settlement.settlementNumber,
    driverId: String(settlement.driverId),
    driverName: settlement.driverName,
    periodStart: dateToDay(settlement.periodStart),
    periodEnd: dateToDay(settlement.periodEnd),
    status: settlement.status as SettlementStatus,
    trips: settlement.trips.map((line) => ({
      tripId: String(line.tripId),
      tripNumber: line.tripNumber,
      completedOn: dateToDay(line.completedAt),
      route: line.route ?? '',
      miles: line.miles ?? 0,
      hours: line.hours ?? 0,
      revenue: line.revenue ?? 0,
      payType: line.payType as PayType,
      payRate: line.payRate ?? 0,
      pay: line.pay,
    })),
    items: settlement.items.map((line) => ({
      itemId: String(line.itemId),
      kind: line.kind as PayItemKind,
      category: line.category as PayItemCategory,
      itemDate: dateToDay(line.itemDate),
      note: line.note ?? '',
      amount: line.amount,
    })),
    grossPay: settlement.grossPay,
    advances: settlement.advances,
    deductions: settlement.deductions,
    netPay: settlement.netPay,
    createdAt: settlement.createdAt.toISOString(),
    approvedAt: iso(settlement.approvedAt),
    paidAt: iso(settlement.paidAt),
  };
}
