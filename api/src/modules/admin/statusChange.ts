import mongoose from 'mongoose';
import type { StatusChangeInput } from '@freight/contracts';
import type { StatusSubject } from '../../db/models/status_changes';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordStatusChange } from './history';

interface StatusHolder {
  findOne(filter: object): { lean(): Promise<unknown> };
  updateOne(filter: object, update: object): Promise<{ modifiedCount: number }>;
}

export interface StatusChangeRequest {
  subjectType: StatusSubject;
  model: StatusHolder;
  id: mongoose.Types.ObjectId;
  input: StatusChangeInput;
  changedBy: string;
  now: Date;
}

/**
 * Moves an item to a new status and records who, when and why. The update is conditional on the
 * status read, so two staff changing one item at once cannot both record the same transition.
 */
export async function changeStatus(request: StatusChangeRequest): Promise<void> {
  const { model, id, input } = request;
  const item = (await model.findOne({ _id: id }).lean()) as { status?: string } | null;
  if (!item) throw notFound();
  const fromStatus = item.status ?? 'pending';
  if (fromStatus === input.status) throw badRequest(`Status is already ${input.status}`);
  const result = await model.updateOne(
    { _id: id, status: fromStatus },
    { $set: { status: input.status } },
  );
  if (result.modifiedCount !== 1)
    throw conflict('The status was changed meanwhile; reload and try again');
  await recordStatusChange({
    subjectType: request.subjectType,
    subjectId: id,
    fromStatus,
    toStatus: input.status,
    note: input.note ?? '',
    changedBy: request.changedBy,
    changedAt: request.now,
  });
}
