import Router from '@koa/router';
import { expenseSchema, tripLoadSchema, tripMilesSchema, tripSchema } from '@freight/contracts';
import Joi from 'joi';
import type { Context } from 'koa';
import { deleteFile } from '../../../files';
import { parse } from '../../../http/validate';
import { requireActiveCarrier } from '../shared/requireActiveCarrier';
import { addExpense, receiveFile, removeExpense, sendReceipt, type ReceivedFile } from './expenses';
import { tripScopes } from './scopes';
import {
  addLoad,
  completeStop,
  createTrip,
  deleteTrip,
  dispatchTrip,
  findTrip,
  removeLoad,
  setMiles,
} from './service';
import { tripView } from './view';

const noQuery = Joi.object({});
const noBody = Joi.object({}).allow(null);
const ownerOf = (ctx: Context) => ctx.state.carrierId as string;
const param = (ctx: Context, name: string) => (ctx.params as Record<string, string>)[name]!;

async function answerTrip(ctx: Context, tripId: string) {
  const scopes = tripScopes(ownerOf(ctx));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await tripView(scopes, await findTrip(scopes, tripId));
}

/** The carrier's trips: loads, stops, dispatch, delivery, miles and expenses. */
export const tripsRouter = new Router({ prefix: '/api/fleetfolio/trips' });

tripsRouter.use(requireActiveCarrier);

tripsRouter.get('/', async (ctx) => {
  parse(noQuery, ctx.query);
  const scopes = tripScopes(ownerOf(ctx));
  const trips = await scopes.trips.find();
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await Promise.all(trips.map((trip) => tripView(scopes, trip)));
});

tripsRouter.post('/', async (ctx) => {
  const id = await createTrip(ownerOf(ctx), parse(tripSchema, ctx.request.body));
  await answerTrip(ctx, id);
  ctx.status = 201;
});

tripsRouter.get('/:id', (ctx) => answerTrip(ctx, param(ctx, 'id')));

tripsRouter.delete('/:id', async (ctx) => {
  const receipts = await deleteTrip(ownerOf(ctx), param(ctx, 'id'));
  for (const receipt of receipts) await deleteFile(receipt);
  ctx.status = 204;
});

tripsRouter.patch('/:id/miles', async (ctx) => {
  const { totalMiles } = parse(tripMilesSchema, ctx.request.body);
  await setMiles(ownerOf(ctx), param(ctx, 'id'), totalMiles);
  await answerTrip(ctx, param(ctx, 'id'));
});

tripsRouter.post('/:id/loads', async (ctx) => {
  const { loadId } = parse(tripLoadSchema, ctx.request.body);
  await addLoad(ownerOf(ctx), param(ctx, 'id'), loadId);
  await answerTrip(ctx, param(ctx, 'id'));
});

tripsRouter.delete('/:id/loads/:loadId', async (ctx) => {
  await removeLoad(ownerOf(ctx), param(ctx, 'id'), param(ctx, 'loadId'));
  await answerTrip(ctx, param(ctx, 'id'));
});

tripsRouter.post('/:id/dispatch', async (ctx) => {
  parse(noBody, ctx.request.body ?? {});
  await dispatchTrip(ownerOf(ctx), param(ctx, 'id'));
  await answerTrip(ctx, param(ctx, 'id'));
});

tripsRouter.post('/:id/stops/:stopId/complete', async (ctx) => {
  parse(noBody, ctx.request.body ?? {});
  await completeStop(ownerOf(ctx), param(ctx, 'id'), param(ctx, 'stopId'));
  await answerTrip(ctx, param(ctx, 'id'));
});

tripsRouter.post('/:id/expenses', receiveFile, async (ctx) => {
  const input = parse(expenseSchema, ctx.request.body);
  const file = (ctx as Context & { file?: ReceivedFile }).file;
  await addExpense(ownerOf(ctx), param(ctx, 'id'), input, file);
  await answerTrip(ctx, param(ctx, 'id'));
  ctx.status = 201;
});

tripsRouter.delete('/:id/expenses/:expenseId', async (ctx) => {
  await removeExpense(ownerOf(ctx), param(ctx, 'id'), param(ctx, 'expenseId'));
  await answerTrip(ctx, param(ctx, 'id'));
});

tripsRouter.get('/:id/expenses/:expenseId/receipt', (ctx) =>
  sendReceipt(ctx, ownerOf(ctx), param(ctx, 'id'), param(ctx, 'expenseId')),
);
