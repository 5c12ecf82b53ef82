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

/** The names of these drivers and the numbers of these settlements of the carrier, by id. */
async function namesOf(data: CarrierData, items: Stored<TmsPayItem>[]) {
  const driverIds = [...new Set(items.map((item) => String(item.driverId)))];
  const settlementIds = [
    ...new Set(items.flatMap((item) => (item.settlementId ? [String(item.settlementId)] : []))),
  ];
  const ids = (list: string[]) => ({ $in: list.map((id) => new Types.ObjectId(id)) });
  const [drivers, settlements] = await Promise.all([
    data.drivers.aggregate<{ _id: Types.ObjectId; firstName?: string; lastName?: string }>([
      { $match: { _id: ids(driverIds) } },
      { $project: { firstName: 1, lastName: 1 } },
    ]),
    data.settlements.aggregate<{ _id: Types.ObjectId; settlementNumber: string }>([
      { $match: { _id: ids(settlementIds) } },
      { $project: { settlementNumber: 1 } },
    ]),
  ]);
  return {
    drivers: new Map(drivers.map((driver) => [String(driver._id), driverNameOf(driver)])),
    numbers: new Map(settlements.map((row) => [String(row._id), row.settlementNumber])),
  };
}

/** Pay items as the screens read them, with their driver's name and settlement's number. */
export async function payItemViews(
  data: CarrierData,
  items: Stored<TmsPayItem>[],
): Promise<PayItemView[]> {
  const { drivers, numbers } = await namesOf(data, items);
  return items.map((item) => {
    const settlementId = item.settlementId ? String(item.settlementId) : null;
    return {
      id: String(item._id),
      driverId: String(item.driverId),
      driverName: drivers.get(String(item.driverId)) ?? '',
      kind: payItemKindOf(item.category as PayItemCategory),
      category: item.category as PayItemCategory,
      amount: item.amount,
      itemDate: dateToDay(item.itemDate),
      note: item.note ?? '',
      settlementId,
      settlementNumber: settlementId ? (numbers.get(settlementId) ?? '') : '',
    };
  });
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
  return (await payItemViews(data, [item]))[0]!;
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
