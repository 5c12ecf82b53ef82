import Router from '@koa/router';
import {
  EXPENSE_TYPE_LABELS,
  documentUploadSchema,
  type ExpenseType,
  type FleetDocumentView,
} from '@freight/contracts';
import { Types } from 'mongoose';
import Joi from 'joi';
import type { Context } from 'koa';
import { deleteFile, sendStoredFile } from '../../../files';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { parse } from '../../../http/validate';
import { uploadedFile } from '../../../http/multipart';
import { tripScopes } from '../trips/scopes';
import { carrierFileForm, storeCarrierFile } from './files';
import { carrierDocument, carrierDocuments } from './store';
import { STAFF } from '../team/access';

const listQuery = Joi.object({
  loadId: Joi.string().pattern(/^[0-9a-f]{24}$/i),
  tripId: Joi.string().pattern(/^[0-9a-f]{24}$/i),
});
const ownerOf = (ctx: Context) => ctx.state.carrierId as string;

async function requireMine(ctx: Context, id: string) {
  const document = await carrierDocument(ownerOf(ctx), id);
  if (!document) throw notFound('Document not found');
  return document;
}

/** A receipt kept by an expense goes with the expense (deleting it here left the expense's link broken). */
async function refuseReceiptOfExpense(ownerId: string, document: FleetDocumentView) {
  if (document.kind !== 'receipt') return;
  const scopes = tripScopes(ownerId);
  const expense = await scopes.expenses.findOne({ receiptFileId: new Types.ObjectId(document.id) });
  if (!expense) return;
  const trip = expense.tripId ? await scopes.trips.findById(String(expense.tripId)) : null;
  const type = EXPENSE_TYPE_LABELS[expense.expenseType as ExpenseType] ?? expense.expenseType;
  throw conflict(
    `${document.name} is the receipt of an expense of trip ${trip?.tripNumber ?? ''} (${type}): delete the expense to remove it.`,
  );
}

/** FileSafe: documents per load or trip, stored in GridFS, readable only by their carrier. */
export function documentRoutes(): Router {
  const documentsRouter = new Router({ prefix: '/documents' });

  documentsRouter.get('/', STAFF, async (ctx) => {
    const of = parse(listQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await carrierDocuments(ownerOf(ctx), of);
  });

  documentsRouter.post('/', STAFF, carrierFileForm, async (ctx) => {
    const input = parse(documentUploadSchema, ctx.request.body);
    const file = uploadedFile(ctx, 'file');
    if (!file) throw badRequest('Choose a file to upload', { file: 'Choose a file to upload' });
    const scopes = tripScopes(ownerOf(ctx));
    const target = input.loadId
      ? await scopes.loads.findById(input.loadId)
      : await scopes.trips.findById(input.tripId!);
    if (!target) throw badRequest(input.loadId ? 'Load not found' : 'Trip not found');
    const stored = await storeCarrierFile(ownerOf(ctx), file, input);
    ctx.status = 201;
    ctx.body = await requireMine(ctx, stored.id);
  });

  documentsRouter.get('/:id', STAFF, async (ctx) => {
    await requireMine(ctx, ctx.params.id!);
    await sendStoredFile(ctx, ctx.params.id!);
  });

  documentsRouter.delete('/:id', STAFF, async (ctx) => {
    const document = await requireMine(ctx, ctx.params.id!);
    await refuseReceiptOfExpense(ownerOf(ctx), document);
    await deleteFile(ctx.params.id!);
    ctx.status = 204;
  });
  return documentsRouter;
}
