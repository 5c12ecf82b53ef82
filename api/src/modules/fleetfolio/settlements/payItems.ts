import {
  payItemKindOf,
  type PayItemCategory,
  type PayItemInput,
  type PayItemView,
} from '@freight/contracts';
import { Types } from 'mongoose';
import { carrierData, type CarrierData, type Stored } from '../../../db/ownerScope';
import type { TmsPayItem } from '../../../db/models';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { dateToDay, dayToDate } from '../shared/dates';
import { driverNameOf } from './service';

const NOT_FOUND = 'Pay item not found';

async function viewsOf(data: CarrierData, items: Stored<TmsPayItem>[]): Promise<PayItemView[]> {
  const names = new Map<string, string>();
  const numbers = new Map<string, string>();
  for (const item of items) {
    const driverId = String(item.driverId);
    if (!names.has(driverId)) {
      const driver = await data.drivers.findById(driverId);
      names.set(driverId, driver ? driverNameOf(driver) : '');
    }
    const settlementId = item.settlementId ? String(item.settlementId) : '';
    if (settlementId && !numbers.has(settlementId)) {
      numbers.set(
        settlementId,
        (await data.settlements.findById(settlementId))?.settlementNumber ?? '',
      );
    }
  }
  return items.map((item) => ({
    id: String(item._id),
    driverId: String(item.driverId),
    driverName: names.get(String(item.driverId)) ?? '',
    kind: payItemKindOf(item.category as PayItemCategory),
    category: item.category as PayItemCategory,
    amount: item.amount,
    itemDate: dateToDay(item.itemDate),
    note: item.note ?? '',
    settlementId: item.settlementId ? String(item.settlementId) : null,
    settlementNumber: item.settlementId ? (numbers.get(String(item.settlementId)) ?? '') : '',
  }));
}

/** The carrier's advances and deductions (of one driver when asked), newest day first. */
export async function listPayItems(ownerId: string, driverId?: string) {
  const data = carrierData(ownerId);
  const filter = driverId ? { driverId: new Types.ObjectId(driverId) } : {};
  const items = await data.payItems.find(filter, { sort: { itemDate: -1, createdAt: -1 } });
  return viewsOf(data, items);
}

/**
 * Records an advance or deduction of one of the carrier's drivers. A day inside the period of
 * the driver's approved or paid settlement is refused: that statement is closed, so the item
 * would never be settled; date it in the next period.
 */
export async function createPayItem(ownerId: string, input: PayItemInput) {
  const data = carrierData(ownerId);
  const driver = await data.drivers.findById(input.driverId);
  if (!driver) throw badRequest('Driver not found', { driverId: 'Driver not found' });
  const day = dayToDate(input.itemDate);
  const closed = (await data.settlements.find({ driverId: driver._id })).find(
    (settlement) =>
      settlement.status !== 'draft' && settlement.periodStart <= day && day <= settlement.periodEnd,
  );
  if (closed) {
    throw conflict(
      `${driverNameOf(driver)}'s settlement ${closed.settlementNumber} for ${dateToDay(closed.periodStart)} to ${dateToDay(closed.periodEnd)} is ${closed.status}: date this item in a later pay period`,
    );
  }
  const item = await data.payItems.create({
    driverId: driver._id,
    kind: payItemKindOf(input.category),
    category: input.category,
    amount: input.amount,
    itemDate: day,
    note: input.note,
  });
  return (await viewsOf(data, [item]))[0]!;
}

/** An unsettled item not on a draft can be deleted; a settled one is part of a statement. */
export async function deletePayItem(ownerId: string, id: string) {
  const data = carrierData(ownerId);
  const item = await data.payItems.findById(id);
  if (!item) throw notFound(NOT_FOUND);
  const onSettlement = item.settlementId
    ? await data.settlements.findById(String(item.settlementId))
    : await data.settlements.findOne({ 'items.itemId': item._id });
  if (onSettlement) {
    throw conflict(
      `This item is on ${onSettlement.status} settlement ${onSettlement.settlementNumber}: ${
        onSettlement.status === 'draft'
          ? 'delete the draft first'
          : 'a settled item cannot be deleted'
      }`,
    );
  }
  if (!(await data.payItems.deleteById(id))) throw notFound(NOT_FOUND);
}
