import mongoose from 'mongoose';
import type { StatusChangeInput } from '@freight/contracts';
import type { StatusSubject } from '../../db/models/status_changes';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordStatusChange } from './history';

interface StatusItem {
  status?: string;
}

interface StatusHolder {
  findOne(filter: object): { lean(): Promise<unknown> };
  updateOne(
    filter: object,
    update: object,
    options: { session: mongoose.ClientSession },
  ): Promise<{ modifiedCount: number }>;
}

export interface StatusChangeRequest<Item extends StatusItem = StatusItem> {
  subjectType: StatusSubject;
  model: StatusHolder;
  id: mongoose.Types.ObjectId;
  input: StatusChangeInput;
  changedBy: string;
  now: Date;
  /** Throws when the item, as read for this change, may not take the new status. */
  refuse?: (item: Item) => void | Promise<void>;
}

/**
 * Moves an item to a new status and records who, when and why, together in one transaction.
 * The update is conditional on the status read, and the request's rule is checked on that same
 * read: two staff changing one item at once cannot both record the same transition, and a change
 * of the item in between (a shipper accepting a quote) makes this one a 409, never overwritten.
 */
export async function changeStatus<Item extends StatusItem>(
  request: StatusChangeRequest<Item>,
): Promise<void> {
  const { model, id, input } = request;
  const item = (await model.findOne({ _id: id }).lean()) as Item | null;
  if (!item) throw notFound();
  await request.refuse?.(item);
  const fromStatus = item.status ?? 'pending';
  if (fromStatus === input.status) throw badRequest(`Status is already ${input.status}`);
  await mongoose.connection.transaction(async (session) => {
    const result = await model.updateOne(
      { _id: id, status: fromStatus },
      { $set: { status: input.status } },
      { session },
    );
    if (result.modifiedCount !== 1)
      throw conflict('The status was changed meanwhile; reload and try again');
    await recordStatusChange(
      {
        subjectType: request.subjectType,
        subjectId: id,
        fromStatus,
        toStatus: input.status,
        note: input.note ?? '',
        changedBy: request.changedBy,
        changedAt: request.now,
      },
      session,
    );
  });
}
