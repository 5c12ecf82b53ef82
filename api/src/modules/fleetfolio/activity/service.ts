import type {
  ActivityEntryView,
  ActivityPage,
  ActivityQuery,
  ActivityRecordType,
  FleetRole,
} from '@freight/contracts';
import { Types, type PipelineStage } from 'mongoose';
import type { TmsActivity } from '../../../db/models';
import { carrierData, type Stored } from '../../../db/ownerScope';

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

const entryView = (entry: Stored<TmsActivity>): ActivityEntryView => ({
  id: String(entry._id),
  at: entry.createdAt.toISOString(),
  actorId: String(entry.actorId),
  actorName: entry.actorName,
  actorRole: entry.actorRole as FleetRole,
  recordType: entry.recordType as ActivityRecordType,
  recordId: entry.recordId ? String(entry.recordId) : null,
  recordLabel: entry.recordLabel ?? '',
  summary: entry.summary,
});

function matchOf(query: ActivityQuery): Record<string, unknown> {
  const match: Record<string, unknown> = {};
  if (query.actorId) match.actorId = new Types.ObjectId(query.actorId);
  if (query.recordType) match.recordType = query.recordType;
  if (query.recordId) match.recordId = new Types.ObjectId(query.recordId);
  const createdAt: Record<string, Date> = {};
  if (query.from) createdAt.$gte = dayStart(query.from);
  // `to` is a whole calendar day (UTC).
  if (query.to) createdAt.$lt = new Date(dayStart(query.to).getTime() + DAY_MS);
  if (Object.keys(createdAt).length > 0) match.createdAt = createdAt;
  if (query.before) match._id = { $lt: new Types.ObjectId(query.before) };
  return match;
}

/** The carrier's log, newest first, filtered by member, kind of record, record and days. */
export async function activityPage(carrierId: string, query: ActivityQuery): Promise<ActivityPage> {
  const limit = query.limit ?? 50;
  // A pipeline: query filters are sanitised, which would neutralise the range operators.
  const pipeline: PipelineStage[] = [
    { $match: matchOf(query) },
    { $sort: { _id: -1 } },
    { $limit: limit + 1 },
  ];
  const found = await carrierData(carrierId).activity.aggregate<Stored<TmsActivity>>(pipeline);
  const entries = found.slice(0, limit).map(entryView);
  return {
    entries,
    nextBefore: found.length > limit ? (entries[entries.length - 1]?.id ?? null) : null,
  };
}
