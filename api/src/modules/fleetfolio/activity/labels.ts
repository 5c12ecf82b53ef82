import {
  PAY_ITEM_CATEGORY_LABELS,
  type ActivityRecordType,
  type PayItemCategory,
} from '@freight/contracts';
import { TmsUserModel } from '../../../db/models';
import { isObjectId } from '../../../db/ids';
import { carrierData } from '../../../db/ownerScope';
import { carrierDocument } from '../documents/store';

const fullName = (person: { firstName?: string | null; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

type LabelOf = (carrierId: string, id: string) => Promise<string | undefined>;

/** How each kind of record is named in the log: its number, unit or name as the screens show it. */
const LABELS: Partial<Record<ActivityRecordType, LabelOf>> = {
  load: async (carrierId, id) => (await carrierData(carrierId).loads.findById(id))?.loadNumber,
  trip: async (carrierId, id) => (await carrierData(carrierId).trips.findById(id))?.tripNumber,
  driver: async (carrierId, id) => {
    const driver = await carrierData(carrierId).drivers.findById(id);
    return driver ? fullName(driver) : undefined;
  },
  truck: async (carrierId, id) => (await carrierData(carrierId).trucks.findById(id))?.truckNumber,
  trailer: async (carrierId, id) =>
    (await carrierData(carrierId).trailers.findById(id))?.trailerNumber,
  customer: async (carrierId, id) =>
    (await carrierData(carrierId).customers.findById(id))?.customerName,
  invoice: async (carrierId, id) =>
    (await carrierData(carrierId).invoices.findById(id))?.invoiceNumber,
  document: async (carrierId, id) => (await carrierDocument(carrierId, id))?.name,
  ifta: async (carrierId, id) => {
    const row = await carrierData(carrierId).milesByState.findById(id);
    return row ? `${row.state} ${row.year} Q${row.quarter}` : undefined;
  },
  settlement: async (carrierId, id) =>
    (await carrierData(carrierId).settlements.findById(id))?.settlementNumber,
  pay_item: async (carrierId, id) => {
    const item = await carrierData(carrierId).payItems.findById(id);
    if (!item) return undefined;
    const driver = await carrierData(carrierId).drivers.findById(String(item.driverId));
    const category = PAY_ITEM_CATEGORY_LABELS[item.category as PayItemCategory];
    return `${category} $${item.amount.toFixed(2)} of ${driver ? fullName(driver) : 'a driver'}`;
  },
  invite: async (carrierId, id) => (await carrierData(carrierId).invites.findById(id))?.email,
  member: async (carrierId, id) => {
    const member = await TmsUserModel.findOne({ _id: id, carrierId }).select('contactName').lean();
    return member?.contactName;
  },
};

/** The record's name for the log, or '' when it has none (or is not the carrier's). */
export async function recordLabel(
  carrierId: string,
  type: ActivityRecordType,
  id: string | undefined,
): Promise<string> {
  const labelOf = LABELS[type];
  if (!labelOf || !isObjectId(id)) return '';
  return (await labelOf(carrierId, id)) ?? '';
}
