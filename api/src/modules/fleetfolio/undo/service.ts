import { FLEET_UNDO_SECONDS } from '@freight/contracts';
import mongoose, { type Types } from 'mongoose';
import { carrierData, type CarrierData } from '../../../db/ownerScope';
import { conflict, HttpError, notFound } from '../../../http/errors';

/** The records whose delete can be undone, by the name the activity log gives them. */
export type UndoableRecord =
  'customer' | 'driver' | 'truck' | 'trailer' | 'load' | 'invoice' | 'trip';

type Collection = Exclude<keyof CarrierData, 'deletedRecords'>;
type Doc = Record<string, unknown>;

/** What one delete removes from a collection, as stored. */
export interface Removed {
  collection: Collection;
  docs: readonly Doc[];
}

/** Fields a delete changed on a record that stays, as they were before. */
export interface Reverted {
  collection: Collection;
  id: Types.ObjectId;
  set: Doc;
}

const NOTHING_TO_UNDO = 'There is no deletion to undo for this record';
const TOO_LATE = `The ${FLEET_UNDO_SECONDS} seconds to undo this deletion have passed`;

/**
 * Keeps what a delete removes for FLEET_UNDO_SECONDS, in the delete's transaction (`data` is
 * bound to its session): the delete and its undo entry are stored together or not at all, and
 * any API process can restore it, also after a reload.
 */
export async function keepForUndo(
  data: CarrierData,
  recordType: UndoableRecord,
  recordId: Types.ObjectId,
  removed: readonly Removed[],
  reverts: readonly Reverted[] = [],
): Promise<void> {
  await data.deletedRecords.deleteMany({ recordType, recordId });
  await data.deletedRecords.create({
    recordType,
    recordId,
    entries: removed.map(({ collection, docs }) => ({ source: collection, docs })),
    reverts: reverts.map(({ collection, id, set }) => ({ source: collection, id, set })),
    undoUntil: new Date(Date.now() + FLEET_UNDO_SECONDS * 1000),
  });
}

const isDuplicateKey = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 11000 ||
  /E11000/.test(String((error as Error | null)?.message));

/**
 * Puts back what the carrier's last delete of this record removed, in one transaction: 404 when
 * there is none (also for another carrier's record), 410 once the undo time ran out, 409 when a
 * record created since took its number or its loads, or `stillValid` finds a record it names
 * gone since (it throws the 409), changing nothing.
 */
export async function restoreDeleted(
  ownerId: string,
  recordType: UndoableRecord,
  recordId: string,
  stillValid: (data: CarrierData, removed: readonly Removed[]) => Promise<void> = async () =>
    undefined,
): Promise<void> {
  const entry = await findEntry(carrierData(ownerId), recordType, recordId);
  if (entry.undoUntil.getTime() < Date.now()) throw new HttpError(410, TOO_LATE);
  try {
    await mongoose.connection.transaction(async (session) => {
      const data = carrierData(ownerId, { session });
      const removed = entry.entries.map(({ source, docs }) => ({
        collection: source as Collection,
        docs: docs as Doc[],
      }));
      await stillValid(data, removed);
      for (const { collection, docs } of removed) {
        await data[collection].reinsert(docs);
      }
      for (const { source, id, set } of entry.reverts) {
        await data[source as Collection].updateById(String(id), set as Doc);
      }
      await data.deletedRecords.deleteById(String(entry._id));
    });
  } catch (error) {
    if (isDuplicateKey(error)) {
      throw conflict('It cannot be restored: a record created since uses its number.');
    }
    throw error;
  }
}

async function findEntry(data: CarrierData, recordType: UndoableRecord, recordId: string) {
  if (!mongoose.isObjectIdOrHexString(recordId)) throw notFound(NOTHING_TO_UNDO);
  const entry = await data.deletedRecords.findOne({
    recordType,
    recordId: new mongoose.Types.ObjectId(recordId),
  });
  if (!entry) throw notFound(NOTHING_TO_UNDO);
  return entry;
}

/**
 * Deletes one record that nothing else hangs on and keeps it for undo, in one transaction;
 * false when it was already gone.
 */
export function deleteOne(
  ownerId: string,
  recordType: UndoableRecord,
  collection: Collection,
  doc: Doc & { _id: Types.ObjectId },
): Promise<boolean> {
  return mongoose.connection.transaction(async (session) => {
    const data = carrierData(ownerId, { session });
    if (!(await data[collection].deleteById(String(doc._id)))) return false;
    await keepForUndo(data, recordType, doc._id, [{ collection, docs: [doc] }]);
    return true;
  });
}

/** The ids a collection's removed documents hold in `field`. */
export function idsIn(removed: readonly Removed[], collection: Collection, field: string) {
  return removed
    .filter((entry) => entry.collection === collection)
    .flatMap((entry) => entry.docs.map((doc) => doc[field]))
    .filter((id): id is Types.ObjectId => id !== null && id !== undefined)
    .map(String);
}
