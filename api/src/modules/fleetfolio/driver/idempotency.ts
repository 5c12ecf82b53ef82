import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@freight/contracts';
import type { Context } from 'koa';
import mongoose, { Types, type ClientSession } from 'mongoose';
import type { TmsDriverAction } from '../../../db/models';
import { carrierData, type Stored } from '../../../db/ownerScope';
import { conflict } from '../../../http/errors';
import { parse } from '../../../http/validate';

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;
const KEY_REUSED = 'This action key was already used for another action';

/** The action's key from its header (400 when missing or malformed). */
export const idempotencyKeyOf = (ctx: Context) =>
  parse(idempotencyKeySchema, ctx.get(IDEMPOTENCY_HEADER) || undefined);

export interface OnceAnswer<T> {
  status: number;
  answer: T;
  /** True when this was a replay: the first result, nothing changed. */
  replayed: boolean;
}

function replay<T>(first: Stored<TmsDriverAction>, action: string, memberId: string) {
  if (first.action !== action || String(first.memberId) !== memberId) throw conflict(KEY_REUSED);
  return { status: first.status, answer: first.answer as T, replayed: true };
}

/**
 * Runs a driver's action once per key. The key's record is written in the action's own
 * transaction (unique per carrier and key), so the action and its record exist together or not
 * at all: a replay (the phone sending its queue again) finds the record and answers the first
 * result; two copies sent at once meet at the unique index, and the second answers the first's
 * result. A failed action stores nothing, so it can be sent again.
 */
export async function runOnce<T>(
  target: { carrierId: string; memberId: string; key: string; action: string; status: number },
  work: (session: ClientSession) => Promise<T>,
): Promise<OnceAnswer<T>> {
  const { carrierId, memberId, key, action, status } = target;
  const first = await carrierData(carrierId).driverActions.findOne({ key });
  if (first) return replay<T>(first, action, memberId);
  try {
    const answer = await mongoose.connection.transaction(async (session) => {
      const actions = carrierData(carrierId, { session }).driverActions;
      await actions.create({ key, memberId: new Types.ObjectId(memberId), action, status });
      const result = await work(session);
      await actions.updateOne({ key }, { answer: result });
      return result;
    });
    return { status, answer, replayed: false };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const winner = await carrierData(carrierId).driverActions.findOne({ key });
    if (!winner) throw error;
    return replay<T>(winner, action, memberId);
  }
}
