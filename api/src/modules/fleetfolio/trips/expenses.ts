import multer from '@koa/multer';
import type { ExpenseInput } from '@freight/contracts';
import type { Context, Next } from 'koa';
import { Types } from 'mongoose';
import {
  deleteFile,
  detectFileType,
  hasAllowedExtension,
  sendStoredFile,
  storeFile,
} from '../../../files';
import { HttpError, badRequest, notFound } from '../../../http/errors';
import { dayToDate } from '../shared/dates';
import { refreshFigures, syncIfta, loadsOfTrip } from './figuresSync';
import { routeOverStops } from './route';
import { tripScopes } from './scopes';
import { findTrip, inTransaction } from './service';

export const FLEET_DOCUMENT_OWNER = 'fleetfolio-document';
const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const ALLOWED = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
const WRONG_TYPE = 'The file must be a PDF, JPG or PNG file';

// multer's preservePath option is missing from @types/koa__multer.
const options: multer.Options & { preservePath: boolean } = {
  storage: multer.memoryStorage(),
  // Keep the path a client sends in a file name, so detectFileType can refuse it instead of busboy trimming it.
  preservePath: true,
  limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
};
const parser = multer(options).single('file');

/** Parses a multipart form with at most one file in "file"; multer's errors become 413/400. */
export async function receiveFile(ctx: Context, next: Next): Promise<void> {
  try {
    await parser(ctx, async () => undefined);
  } catch (error) {
    if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') {
      throw new HttpError(413, 'The file is larger than 10 MB');
    }
    throw badRequest('The form could not be read; send at most one file in the field "file"');
  }
  await next();
}

export interface ReceivedFile {
  originalname: string;
  buffer: Buffer;
}

/** Stores a carrier's file in GridFS (type judged by its bytes), owned by that carrier. */
export async function storeCarrierFile(
  ownerId: string,
  file: ReceivedFile,
  metadata: Record<string, unknown>,
) {
  const type = hasAllowedExtension(file.originalname, ALLOWED)
    ? detectFileType(file.buffer, file.originalname, ALLOWED)
    : null;
  if (!type) throw badRequest(WRONG_TYPE, { file: WRONG_TYPE });
  return storeFile({
    buffer: file.buffer,
    filename: file.originalname,
    contentType: type.contentType,
    extension: type.extension,
    owner: FLEET_DOCUMENT_OWNER,
    metadata: { ...metadata, carrierId: ownerId },
  });
}

async function refreshTrip(ownerId: string, tripId: string) {
  const preview = tripScopes(ownerId);
  const trip = await findTrip(preview, tripId);
  const places = (await loadsOfTrip(preview, trip._id)).flatMap((load) => [
    load.pickupLocation ?? '',
    load.deliveryLocation ?? '',
  ]);
  const route = trip.status === 'planned' ? null : await routeOverStops(places);
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
  receipt?: ReceivedFile,
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
  await refreshTrip(ownerId, tripId);
}

async function expenseOf(ownerId: string, tripId: string, expenseId: string) {
  const expense = await tripScopes(ownerId).expenses.findById(expenseId);
  if (!expense || String(expense.tripId) !== tripId) throw notFound('Expense not found');
  return expense;
}

export async function removeExpense(ownerId: string, tripId: string, expenseId: string) {
  const expense = await expenseOf(ownerId, tripId, expenseId);
  await tripScopes(ownerId).expenses.deleteById(expenseId);
  if (expense.receiptFileId) await deleteFile(String(expense.receiptFileId));
  await refreshTrip(ownerId, tripId);
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
