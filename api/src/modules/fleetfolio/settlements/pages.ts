import type {
  ListPage,
  ListQuery,
  PayItemCategory,
  PayItemListSort,
  PayItemView,
  SettlementListSort,
  SettlementStatus,
  SettlementView,
} from '@freight/contracts';
import type { Types } from 'mongoose';
import { findPage, searchPattern } from '../../../db/listPage';
import { carrierData, type CarrierData } from '../../../db/ownerScope';
import { trusted } from '../../../db/trusted';
import { payItemViews } from './payItems';
import { settlementView } from './view';

/**
 * A page of the Settlements table: settlement number or driver searched, status, the days the
 * pay period ends, sort, cursor and count, over the carrier's settlements only.
 */
export async function settlementPage(
  ownerId: string,
  query: ListQuery<SettlementStatus, SettlementListSort>,
): Promise<ListPage<SettlementView>> {
  const page = await findPage(carrierData(ownerId).settlements, query, {
    searchFields: ['settlementNumber', 'driverName'],
    sortPaths: {
      periodEnd: 'periodEnd',
      settlementNumber: 'settlementNumber',
      driverName: 'driverName',
      status: 'status',
      netPay: 'netPay',
      createdAt: 'createdAt',
    },
    dateField: 'periodEnd',
  });
  return { ...page, items: page.items.map(settlementView) };
}

/** The pay items of the carrier's drivers whose full name contains the search (a filter part). */
async function driversNamed(data: CarrierData, q: string) {
  const named = await data.drivers.aggregate<{ _id: Types.ObjectId }>([
    {
      $match: {
        $expr: {
          $regexMatch: {
            input: {
              $concat: [{ $ifNull: ['$firstName', ''] }, ' ', { $ifNull: ['$lastName', ''] }],
            },
            regex: searchPattern(q),
          },
        },
      },
    },
    { $project: { _id: 1 } },
  ]);
  return { driverId: trusted({ $in: named.map((driver) => driver._id) }) };
}

/**
 * A page of the Advances and Deductions table: driver's name or note searched, type, the item's
 * days, sort, cursor and count, over the carrier's pay items only.
 */
export async function payItemPage(
  ownerId: string,
  query: ListQuery<PayItemCategory, PayItemListSort>,
): Promise<ListPage<PayItemView>> {
  const data = carrierData(ownerId);
  const page = await findPage(data.payItems, query, {
    searchFields: ['note'],
    searchAlso: query.q ? [await driversNamed(data, query.q)] : [],
    sortPaths: {
      itemDate: 'itemDate',
      category: 'category',
      amount: 'amount',
      createdAt: 'createdAt',
    },
    dateField: 'itemDate',
    statusField: 'category',
  });
  return { ...page, items: await payItemViews(data, page.items) };
}
