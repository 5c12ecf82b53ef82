import type { ExpenseInput } from '@freight/contracts';
import type { Context } from 'koa';
import { Types } from 'mongoose';
import { deleteFile, sendStoredFile } from '../../../files';
import { notFound } from '../../../http/errors';
import type { UploadedFile } from '../../../http/multipart';
import type { TripRouting } from '../../../trip-routing';
import { storeCarrierFile } from '../documents/files';
import { dayToDate } from '../shared/dates';
import { refreshFigures, syncIfta, loadsOfTrip } from './figuresSync';
import { routeOverStops } from './route';
import { tripScopes } from './scopes';
import { findTrip, inTransaction } from './service';

async function refreshTrip(ownerId: string, tripId: string, routing: TripRouting) {
  const preview = tripScopes(ownerId);
  const trip = await findTrip(preview, tripId);
  const places = (await loadsOfTrip(preview, trip._id)).flatMap((load) => [
    load.pickupLocation ?? '',
    load.deliveryLocation ?? '',
  ]);
  const route = trip.status === 'planned' ? null : await routeOverStops(places, routing);
  await inTransaction(ownerId, async (scopes) => {
    const refreshed = await refreshFigures(scopes, trip);
    await syncIfta(scopes, refreshed!, route);
  });
}

/** Records an expense (fuel with gallons and state, tolls, other) with an optional receipt. */
export async function addExpense(
  ownerId: string,
  tripId: string,
  input: ExpenseInput,
  receipt: UploadedFile | undefined,
  routing: TripRouting,
) {
  await findTrip(tripScopes(ownerId), tripId);
  const stored = receipt
    ? await storeCarrierFile(ownerId, receipt, { tripId, kind: 'receipt' })
    : null;
  try {
    await tripScopes(ownerId).expenses.create({
      tripId: new Types.ObjectId(tripId),
      expenseType: input.expenseType,
      amount: input.amount,
      vendor: input.vendor || undefined,
      gallons: input.gallons,
      state: input.state,
      expenseDate: input.expenseDate ? dayToDate(input.expenseDate) : new Date(),
      ...(stored ? { receiptFileId: new Types.ObjectId(stored.id) } : {}),
    });
  } catch (error) {
    if (stored) await deleteFile(stored.id);
    throw error;
  }
  await refreshTrip(ownerId, tripId, routing);
}

async function expenseOf(ownerId: string, tripId: string, expenseId: string) {
  const expense = await tripScopes(ownerId).expenses.findById(expenseId);
  if (!expense || String(expense.tripId) !== tripId) throw notFound('Expense not found');
  return expense;
}

export async function removeExpense(
  ownerId: string,
  tripId: string,
  expenseId: string,
  routing: TripRouting,
) {
  const expense = await expenseOf(ownerId, tripId, expenseId);
  await tripScopes(ownerId).expenses.deleteById(expenseId);
  if (expense.receiptFileId) await deleteFile(String(expense.receiptFileId));
  await refreshTrip(ownerId, tripId, routing);
}

export async function sendReceipt(
  ctx: Context,
  ownerId: string,
  tripId: string,
  expenseId: string,
) {
  const expense = await expenseOf(ownerId, tripId, expenseId);
  if (!expense.receiptFileId) throw notFound('This expense has no receipt');
  await sendStoredFile(ctx, String(expense.receiptFileId));
}
