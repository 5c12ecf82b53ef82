import Router from '@koa/router';
import {
  expenseSchema,
  tripHoursSchema,
  tripLoadSchema,
  tripMilesSchema,
  tripListQuerySchema,
  tripSchema,
  type TripView,
} from '@freight/contracts';
import Joi from 'joi';
import type { Context } from 'koa';
import type { AppDeps } from '../../../deps';
import { deleteFile } from '../../../files';
import { uploadedFile } from '../../../http/multipart';
import { emptySchema, parse } from '../../../http/validate';
import { findPage } from '../../../db/listPage';
import { carrierFileForm } from '../documents/files';
import { addExpense, removeExpense, sendReceipt } from './expenses';
import { tripScopes } from './scopes';
import {
  addLoad,
  completeStop,
  createTrip,
  deleteTrip,
  dispatchTrip,
  findTrip,
  removeLoad,
  restoreTrip,
  setHours,
  setMiles,
} from './service';
import { tripView, tripViews, withoutPay } from './view';
import { STAFF } from '../team/access';

const noBody = Joi.object({}).allow(null);
const ownerOf = (ctx: Context) => ctx.state.carrierId as string;
const shownTo = (ctx: Context) => (view: TripView) =>
  ctx.state.role === 'owner' ? view : withoutPay(view);
const param = (ctx: Context, name: string) => (ctx.params as Record<string, string>)[name]!;

async function answerTrip(ctx: Context, tripId: string) {
  const scopes = tripScopes(ownerOf(ctx));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = shownTo(ctx)(await tripView(scopes, await findTrip(scopes, tripId)));
}

/** The carrier's trips: loads, stops, dispatch, delivery, miles and expenses. */
export function tripRoutes({ tripRouting }: AppDeps): Router {
  const router = new Router({ prefix: '/trips' });

  router.get('/', STAFF, async (ctx) => {
    parse(emptySchema, ctx.query);
    const scopes = tripScopes(ownerOf(ctx));
    const trips = await scopes.trips.find();
    ctx.set('Cache-Control', 'no-store');
    const views = await tripViews(scopes, trips);
    ctx.body = views.map(shownTo(ctx));
  });

  /** A page of the Trips table: number search, status, creation days, sort, cursor, count. */
  router.get('/page', STAFF, async (ctx) => {
    const query = parse(tripListQuerySchema, ctx.query);
    const scopes = tripScopes(ownerOf(ctx));
    const page = await findPage(scopes.trips, query, {
      searchFields: ['tripNumber'],
      sortPaths: {
        createdAt: 'createdAt',
        tripNumber: 'tripNumber',
        status: 'status',
        totalMiles: 'totalMiles',
        revenue: 'revenue',
      },
    });
    ctx.set('Cache-Control', 'no-store');
    const views = await tripViews(scopes, page.items);
    ctx.body = { ...page, items: views.map(shownTo(ctx)) };
  });

  router.post('/', STAFF, async (ctx) => {
    const input = parse(tripSchema, ctx.request.body);
    const id = await createTrip(ownerOf(ctx), input, tripRouting);
    await answerTrip(ctx, id);
    ctx.status = 201;
  });

  router.get('/:id', STAFF, (ctx) => answerTrip(ctx, param(ctx, 'id')));

  router.delete('/:id', STAFF, async (ctx) => {
    const receipts = await deleteTrip(ownerOf(ctx), param(ctx, 'id'));
    for (const receipt of receipts) await deleteFile(receipt);
    ctx.status = 204;
  });

  router.post('/:id/restore', STAFF, async (ctx) => {
    parse(noBody, ctx.request.body ?? {});
    await restoreTrip(ownerOf(ctx), param(ctx, 'id'));
    await answerTrip(ctx, param(ctx, 'id'));
  });

  router.patch('/:id/miles', STAFF, async (ctx) => {
    const { totalMiles } = parse(tripMilesSchema, ctx.request.body);
    await setMiles(ownerOf(ctx), param(ctx, 'id'), totalMiles, tripRouting);
    await answerTrip(ctx, param(ctx, 'id'));
  });

  router.patch('/:id/hours', STAFF, async (ctx) => {
    const { hours } = parse(tripHoursSchema, ctx.request.body);
    await setHours(ownerOf(ctx), param(ctx, 'id'), hours);
    await answerTrip(ctx, param(ctx, 'id'));
  });

  router.post('/:id/loads', STAFF, async (ctx) => {
    const { loadId } = parse(tripLoadSchema, ctx.request.body);
    await addLoad(ownerOf(ctx), param(ctx, 'id'), loadId, tripRouting);
    await answerTrip(ctx, param(ctx, 'id'));
  });

  router.delete('/:id/loads/:loadId', STAFF, async (ctx) => {
    await removeLoad(ownerOf(ctx), param(ctx, 'id'), param(ctx, 'loadId'), tripRouting);
    await answerTrip(ctx, param(ctx, 'id'));
  });

  router.post('/:id/dispatch', STAFF, async (ctx) => {
    parse(noBody, ctx.request.body ?? {});
    await dispatchTrip(ownerOf(ctx), param(ctx, 'id'), tripRouting);
    await answerTrip(ctx, param(ctx, 'id'));
  });

  router.post('/:id/stops/:stopId/complete', STAFF, async (ctx) => {
    parse(noBody, ctx.request.body ?? {});
    await completeStop(ownerOf(ctx), param(ctx, 'id'), param(ctx, 'stopId'));
    await answerTrip(ctx, param(ctx, 'id'));
  });

  router.post('/:id/expenses', STAFF, carrierFileForm, async (ctx) => {
    const input = parse(expenseSchema, ctx.request.body);
    const receipt = uploadedFile(ctx, 'file');
    await addExpense(ownerOf(ctx), param(ctx, 'id'), input, receipt, tripRouting);
    await answerTrip(ctx, param(ctx, 'id'));
    ctx.status = 201;
  });

  router.delete('/:id/expenses/:expenseId', STAFF, async (ctx) => {
    await removeExpense(ownerOf(ctx), param(ctx, 'id'), param(ctx, 'expenseId'), tripRouting);
    await answerTrip(ctx, param(ctx, 'id'));
  });

  router.get('/:id/expenses/:expenseId/receipt', STAFF, (ctx) =>
    sendReceipt(ctx, ownerOf(ctx), param(ctx, 'id'), param(ctx, 'expenseId')),
  );
  return router;
}
