import { FLEET_SETTLEMENT_MESSAGES, type SettlementInput } from '@freight/contracts';
import mongoose, { type ClientSession } from 'mongoose';
import { carrierData, type CarrierData, type Stored } from '../../../db/ownerScope';
import type { TmsSettlement } from '../../../db/models';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { dateToDay, dayToDate } from '../shared/dates';
import { refuseDuplicate } from '../shared/duplicates';
import { drawUp, periodRange } from './drawUp';

const NOT_FOUND = 'Settlement not found';
type Settlement = Stored<TmsSettlement>;

/** Refused when a draft would list nothing: no trip to pay, no item to settle. */
function requireLines(lines: { trips: unknown[]; items: unknown[] }) {
  if (lines.trips.length === 0 && lines.items.length === 0) {
    throw badRequest(FLEET_SETTLEMENT_MESSAGES.nothingToSettle);
  }
}

/** Runs `work` in one transaction over the carrier's data. */
const inTransaction = <T>(ownerId: string, work: (data: CarrierData) => Promise<T>) =>
  mongoose.connection.transaction((session: ClientSession) =>
    work(carrierData(ownerId, { session })),
  );

export const driverNameOf = (driver: { firstName?: string | null; lastName?: string | null }) =>
  [driver.firstName, driver.lastName].filter(Boolean).join(' ');

export async function findSettlement(data: CarrierData, id: string): Promise<Settlement> {
  const settlement = await data.settlements.findById(id);
  if (!settlement) throw notFound(NOT_FOUND);
  return settlement;
}

/** ST-0001, ST-0002...: one more than the carrier's highest number. */
async function nextNumber(data: CarrierData) {
  const [last] = await data.settlements.find({}, { sort: { settlementNumber: -1 }, limit: 1 });
  const n = last ? Number(last.settlementNumber.replace(/\D/g, '')) + 1 : 1;
  return `ST-${String(n).padStart(4, '0')}`;
}

/**
 * Draws up a draft settlement of the driver's completed trips and pay items in the period that
 * no approved settlement has taken. Refused (400) when there is nothing to settle.
 */
export async function createSettlement(ownerId: string, input: SettlementInput): Promise<string> {
  const data = carrierData(ownerId);
  const driver = await data.drivers.findById(input.driverId);
  if (!driver) throw badRequest('Driver not found', { driverId: 'Driver not found' });
  const lines = await drawUp(data, driver, periodRange(input.periodStart, input.periodEnd));
  requireLines(lines);
  const create = async () =>
    data.settlements.create({
      settlementNumber: await nextNumber(data),
      driverId: driver._id,
      driverName: driverNameOf(driver),
      periodStart: dayToDate(input.periodStart),
      periodEnd: dayToDate(input.periodEnd),
      status: 'draft',
      ...lines,
    });
  // Two drafts created at once may pick the same number: the unique index refuses one; try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return String((await create())._id);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000 || attempt === 3) throw error;
    }
  }
}

const refusal = (settlement: Settlement, doing: string) =>
  conflict(
    `Settlement ${settlement.settlementNumber} is ${settlement.status}: it cannot be ${doing}`,
  );

/** Every trip of the settlement gets its row in tms_settlement_trips: unique per trip and driver. */
async function lockTrips(data: CarrierData, settlement: Settlement) {
  for (const line of settlement.trips) {
    const taken = await data.settlementTrips.findOne({
      tripId: line.tripId,
      driverId: settlement.driverId,
    });
    if (taken) {
      throw conflict(
        `Trip ${line.tripNumber} is already paid on settlement ${taken.settlementNumber}: redraw this draft to leave it out`,
      );
    }
    await data.settlementTrips.create({
      settlementId: settlement._id,
      tripId: line.tripId,
      driverId: settlement.driverId,
      settlementNumber: settlement.settlementNumber,
    });
  }
}

/** Every pay item of the settlement still exists and no other settlement has taken it. */
async function lockItems(data: CarrierData, settlement: Settlement) {
  for (const line of settlement.items) {
    const item = await data.payItems.findById(String(line.itemId));
    if (!item) {
      throw conflict(
        `A pay item of settlement ${settlement.settlementNumber} was deleted: redraw this draft to leave it out`,
      );
    }
    if (item.settlementId) {
      const other = await data.settlements.findById(String(item.settlementId));
      throw conflict(
        `A pay item of this settlement is already on settlement ${other?.settlementNumber ?? ''}: redraw this draft to leave it out`,
      );
    }
    await data.payItems.updateById(String(item._id), { settlementId: settlement._id });
  }
}

/**
 * draft → approved, in one transaction: the status changes, each trip gets its unique row and
 * each pay item its settlement. Two instances approving at once conflict on the same documents
 * (or the unique index); the loser is retried, then refused with 409, and changes nothing.
 */
export async function approveSettlement(ownerId: string, id: string) {
  await findSettlement(carrierData(ownerId), id);
  await refuseDuplicate(
    () =>
      inTransaction(ownerId, async (data) => {
        const settlement = await findSettlement(data, id);
        if (settlement.status !== 'draft') throw refusal(settlement, 'approved again');
        await data.settlements.updateById(id, { status: 'approved', approvedAt: new Date() });
        await lockTrips(data, settlement);
        await lockItems(data, settlement);
      }),
    'A trip of this settlement was just paid on another settlement: redraw this draft to leave it out',
  );
}

/**
 * Draws a draft up again from what is stored now: trips completed or corrected since, items
 * recorded since, the driver's current pay terms. In one transaction with the status check, so
 * it cannot rewrite a statement being approved at the same moment.
 */
export async function redrawSettlement(ownerId: string, id: string) {
  await findSettlement(carrierData(ownerId), id);
  await inTransaction(ownerId, async (data) => {
    const settlement = await findSettlement(data, id);
    if (settlement.status !== 'draft') throw refusal(settlement, 'redrawn');
    const driver = await data.drivers.findById(String(settlement.driverId));
    if (!driver)
      throw conflict(`The driver of settlement ${settlement.settlementNumber} was deleted`);
    const period = periodRange(dateToDay(settlement.periodStart), dateToDay(settlement.periodEnd));
    const lines = await drawUp(data, driver, period);
    requireLines(lines);
    await data.settlements.updateById(id, { driverName: driverNameOf(driver), ...lines });
  });
}

/** approved → paid. */
export async function paySettlement(ownerId: string, id: string) {
  await findSettlement(carrierData(ownerId), id);
  await inTransaction(ownerId, async (data) => {
    const settlement = await findSettlement(data, id);
    if (settlement.status === 'draft') {
      throw conflict(
        `Settlement ${settlement.settlementNumber} is a draft: approve it before marking it paid`,
      );
    }
    if (settlement.status !== 'approved') throw refusal(settlement, 'marked paid again');
    await data.settlements.updateById(id, { status: 'paid', paidAt: new Date() });
  });
}

/** Only a draft can be deleted: an approved or paid statement is the record of what was paid. */
export async function deleteSettlement(ownerId: string, id: string) {
  await findSettlement(carrierData(ownerId), id);
  await inTransaction(ownerId, async (data) => {
    const settlement = await findSettlement(data, id);
    if (settlement.status !== 'draft') throw refusal(settlement, 'deleted');
    await data.settlements.deleteById(id);
  });
}
