import Router from '@koa/router';
import type { Context } from 'koa';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import {
  createShipmentSchema,
  shipmentDocumentFieldsSchema,
  shipmentListQuerySchema,
  shipmentUpdateSchema,
} from '@freight/contracts';
import { tooManyRequests } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireActiveAdmin } from '../admin-auth/guard';
import { invoicesByShipment } from '../invoices/service';
import {
  attachDocument,
  receiveDocument,
  sendShipmentDocument,
  type ReceivedFile,
} from './documents';
import { idSchema, trackingParamSchema } from './schemas';
import {
  adminShipment,
  createShipment,
  listShipments,
  postShipmentUpdate,
  shipmentById,
  trackShipment,
} from './service';

/** Lookups one address may make per minute: plenty for people, too few to enumerate numbers. */
const trackingLimiter = new RateLimiterMemory({ points: 60, duration: 60 });

async function limitTracking(ctx: Context): Promise<void> {
  try {
    await trackingLimiter.consume(ctx.ip);
  } catch (rejection) {
    const wait = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000;
    throw tooManyRequests(wait / 1000, 'Too many tracking requests. Please try again shortly.');
  }
}

/** Public tracking by shipment number (spec 001 §7). */
export const trackingRouter = new Router({ prefix: '/api/shipments' });

trackingRouter.get('/track/:shipmentNumber', async (ctx) => {
  await limitTracking(ctx);
  const shipmentNumber = parse(trackingParamSchema, ctx.params.shipmentNumber);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await trackShipment(shipmentNumber);
});

async function withInvoices<T extends { id: string }>(shipments: T[]) {
  const invoices = await invoicesByShipment(shipments.map((shipment) => shipment.id));
  return shipments.map((shipment) => ({ ...shipment, invoices: invoices.get(shipment.id) ?? [] }));
}

async function fullShipment(id: string) {
  const [shipment] = await withInvoices([await adminShipment(id)]);
  return shipment;
}

const adminName = (ctx: Context) => String(ctx.state.adminUsername);

/** Staff operations on shipments: create from a quote, post updates, attach documents. */
export const adminShipmentsRouter = new Router({ prefix: '/api/admin/shipments' });
adminShipmentsRouter.use(requireActiveAdmin);

adminShipmentsRouter.get('/', async (ctx) => {
  const { status } = parse(shipmentListQuerySchema, ctx.query);
  ctx.body = await withInvoices(await listShipments(status));
});

adminShipmentsRouter.post('/', async (ctx) => {
  const input = parse(createShipmentSchema, ctx.request.body);
  const created = await createShipment(input);
  ctx.status = 201;
  ctx.body = await fullShipment(String(created._id));
});

adminShipmentsRouter.get('/:id', async (ctx) => {
  ctx.body = await fullShipment(parse(idSchema, ctx.params.id));
});

adminShipmentsRouter.post('/:id/updates', async (ctx) => {
  const id = parse(idSchema, ctx.params.id);
  const input = parse(shipmentUpdateSchema, ctx.request.body);
  await postShipmentUpdate(id, input, adminName(ctx));
  ctx.status = 201;
  ctx.body = await fullShipment(id);
});

adminShipmentsRouter.post('/:id/documents', receiveDocument, async (ctx) => {
  const id = parse(idSchema, ctx.params.id);
  const { kind } = parse(shipmentDocumentFieldsSchema, { ...(ctx.request.body as object) });
  const shipment = await shipmentById(id);
  const file = (ctx as Context & { file?: ReceivedFile }).file;
  await attachDocument(shipment, kind, file, adminName(ctx));
  ctx.status = 201;
  ctx.body = await fullShipment(id);
});

adminShipmentsRouter.get('/:id/documents/:documentId', async (ctx) => {
  const shipment = await shipmentById(parse(idSchema, ctx.params.id));
  await sendShipmentDocument(ctx, shipment, parse(idSchema, ctx.params.documentId));
});
