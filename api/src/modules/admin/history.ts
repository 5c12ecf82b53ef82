import mongoose from 'mongoose';
import type { StatusChange } from '@freight/contracts';
import { StatusChangeRecord, type StatusSubject } from '../../db/models/status_changes';

/** The recorded changes of each listed item, newest first, keyed by item id. */
export async function historiesOf(
  subjectType: StatusSubject,
  ids: mongoose.Types.ObjectId[],
): Promise<Map<string, StatusChange[]>> {
  const records = await StatusChangeRecord.find({
    subjectType,
    subjectId: mongoose.trusted({ $in: ids }),
  })
    .sort({ changedAt: -1, _id: -1 })
    .lean();
  const bySubject = new Map<string, StatusChange[]>();
  for (const record of records) {
    const key = String(record.subjectId);
    const list = bySubject.get(key) ?? [];
    list.push({
      id: String(record._id),
      fromStatus: record.fromStatus,
      toStatus: record.toStatus,
      note: record.note ?? '',
      changedBy: record.changedBy,
      changedAt: record.changedAt.toISOString(),
    });
    bySubject.set(key, list);
  }
  return bySubject;
}

export function recordStatusChange(
  change: {
    subjectType: StatusSubject;
    subjectId: mongoose.Types.ObjectId;
    fromStatus: string;
    toStatus: string;
    note: string;
    changedBy: string;
    changedAt: Date;
  },
  session: mongoose.ClientSession,
) {
  return StatusChangeRecord.create([change], { session });
}
