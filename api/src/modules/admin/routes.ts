import Router from '@koa/router';
import type { Context } from 'koa';
import Joi from 'joi';
import { Types } from 'mongoose';
import {
  applicationListQuerySchema,
  applicationStatusChangeSchema,
  quoteListQuerySchema,
  quotePriceSchema,
  quoteStatusChangeSchema,
  staffQuoteStatusesFor,
  type AdminSummary,
  type QuoteStaffStatus,
} from '@freight/contracts';
import type { AppDeps } from '../../deps';
import { QuoteRequestModel } from '../../db/models/quote_requests';
import { sendStoredFile } from '../../files';
import { conflict, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { adminName } from '../admin-auth';
import { priceQuote } from '../quotes';
import {
  APPLICATION_KINDS,
  APPLICATION_SUBJECT,
  applicationById,
  applicationDocuments,
  applicationModel,
  listApplications,
  type ApplicationKind,
} from './applications';
import { fileIdFor } from './documents';
import { listQuotes, quoteById, quoteDocuments } from './quotes';
import { documentKeySchema } from './schemas';
import { changeStatus } from './statusChange';

function kindParam(value: unknown): ApplicationKind {
  const schema = Joi.object({
    kind: Joi.string()
      .valid(...APPLICATION_KINDS)
      .required(),
  });
  return parse(schema, { kind: value }).kind as ApplicationKind;
}

const ANSWERED_QUOTE = 'The shipper answered this quote; it can only be closed';
const PRICELESS_QUOTE = "Set this quote's price to mark it quoted";

/**
 * The quote stays consistent: staff may close an answered quote, no more, and a quote is quoted
 * only with a price the shipper can accept.
 */
const refuseInconsistentStatus =
  (status: QuoteStaffStatus) => (quote: { status?: string; answer?: unknown; price?: unknown }) => {
    if (!staffQuoteStatusesFor(quote).includes(status)) {
      throw conflict(quote.answer ? ANSWERED_QUOTE : PRICELESS_QUOTE);
    }
  };

const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');
const idOf = (ctx: Context) => new Types.ObjectId(ctx.params.id);

/** Staff lists of quotes and applications, their status changes and their documents. */
export function adminRoutes({
  mail,
  publicOrigin,
}: Pick<AppDeps, 'mail' | 'publicOrigin'>): Router {
  const adminRouter = new Router();

  adminRouter.get('/summary', async (ctx) => {
    noStore(ctx);
    const [quoteRequests, driverApplications, ownerOperators] = await Promise.all([
      QuoteRequestModel.estimatedDocumentCount(),
      applicationModel('drivers').estimatedDocumentCount(),
      applicationModel('owner-operators').estimatedDocumentCount(),
    ]);
    const summary: AdminSummary = { quoteRequests, driverApplications, ownerOperators };
    ctx.body = summary;
  });

  adminRouter.get('/quotes', async (ctx) => {
    noStore(ctx);
    ctx.body = await listQuotes(parse(quoteListQuerySchema, ctx.query));
  });

  adminRouter.get('/quotes/:id', async (ctx) => {
    noStore(ctx);
    const quote = await quoteById(idOf(ctx));
    if (!quote) throw notFound('Quote request not found');
    ctx.body = quote;
  });

  adminRouter.patch('/quotes/:id/status', async (ctx) => {
    const id = idOf(ctx);
    const input = parse(quoteStatusChangeSchema, ctx.request.body);
    await changeStatus({
      subjectType: 'quote_request',
      model: QuoteRequestModel,
      id,
      input,
      changedBy: adminName(ctx),
      now: new Date(),
      refuse: refuseInconsistentStatus(input.status),
    });
    ctx.body = await quoteById(id);
  });

  // The price is mailed to the shipper, who accepts or declines it in the client portal.
  adminRouter.post('/quotes/:id/price', async (ctx) => {
    const id = idOf(ctx);
    const input = parse(quotePriceSchema, ctx.request.body);
    await priceQuote(id, input, { changedBy: adminName(ctx), mail, publicOrigin });
    ctx.body = await quoteById(id);
  });

  adminRouter.get('/quotes/:id/documents/:key', async (ctx) => {
    const id = idOf(ctx);
    const key = parse(Joi.object({ key: documentKeySchema }), { key: ctx.params.key })
      .key as string;
    const quote = await QuoteRequestModel.findById(id).lean();
    const fileId = quote && fileIdFor(quoteDocuments(quote), key);
    if (!fileId) throw notFound('Document not found');
    await sendStoredFile(ctx, fileId);
  });

  adminRouter.get('/applications/:kind', async (ctx) => {
    noStore(ctx);
    const kind = kindParam(ctx.params.kind);
    ctx.body = await listApplications(kind, parse(applicationListQuerySchema, ctx.query));
  });

  adminRouter.get('/applications/:kind/:id', async (ctx) => {
    noStore(ctx);
    const application = await applicationById(kindParam(ctx.params.kind), idOf(ctx));
    if (!application) throw notFound('Application not found');
    ctx.body = application;
  });

  adminRouter.patch('/applications/:kind/:id/status', async (ctx) => {
    const kind = kindParam(ctx.params.kind);
    const id = idOf(ctx);
    const input = parse(applicationStatusChangeSchema, ctx.request.body);
    await changeStatus({
      subjectType: APPLICATION_SUBJECT[kind],
      model: applicationModel(kind),
      id,
      input,
      changedBy: adminName(ctx),
      now: new Date(),
    });
    ctx.body = await applicationById(kind, id);
  });

  adminRouter.get('/applications/:kind/:id/documents/:key', async (ctx) => {
    const kind = kindParam(ctx.params.kind);
    const id = idOf(ctx);
    const key = parse(Joi.object({ key: documentKeySchema }), { key: ctx.params.key })
      .key as string;
    const application = await applicationModel(kind).findById(id).lean();
    const fileId = application && fileIdFor(applicationDocuments(application), key);
    if (!fileId) throw notFound('Document not found');
    await sendStoredFile(ctx, fileId);
  });
  return adminRouter;
}
