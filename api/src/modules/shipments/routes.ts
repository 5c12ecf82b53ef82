import Router from '@koa/router';
import type { Context } from 'koa';
import {
  createShipmentSchema,
  shipmentDocumentFieldsSchema,
  shipmentListQuerySchema,
  shipmentNumberSchema,
  shipmentUpdateSchema,
} from '@freight/contracts';
import type { AppDeps } from '../../deps';
import { formFields, uploadedFile } from '../../http/multipart';
import { parse } from '../../http/validate';
import type { LimitRule } from '../../limits';
import { adminName } from '../admin-auth';
import { invoicesByShipment } from '../invoices';
import { attachDocument, sendShipmentDocument, shipmentDocumentForm } from './documents';
import {
  adminShipment,
  createShipment,
  listShipments,
  postShipmentUpdate,
  shipmentById,
  trackShipment,
} from './service';

/** Lookups one address may make per minute: plenty for people, too few to enumerate numbers. */
export const TRACKING_LOOKUPS: LimitRule = {
  name: 'tracking',
  points: 60,
  windowSeconds: 60,
  message: 'Too many tracking requests. Please try again shortly.',
};

const trackingParamSchema = shipmentNumberSchema.messages({ '*': 'Invalid shipment number' });

/** Public tracking by shipment number (spec 001 §7), public area. */
export function trackingRoutes({ limits }: AppDeps): Router {
  const lookups = limits.limiter(TRACKING_LOOKUPS);
  const router = new Router({ prefix: '/shipments' });
  router.get('/track/:shipmentNumber', async (ctx) => {
    await lookups.consume(ctx.ip);
    const shipmentNumber = parse(trackingParamSchema, ctx.params.shipmentNumber);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await trackShipment(shipmentNumber);
  });
  return router;
}

async function withInvoices<T extends { id: string }>(shipments: T[]) {
  const invoices = await invoicesByShipment(shipments.map((shipment) => shipment.id));
  return shipments.map((shipment) => ({ ...shipment, invoices: invoices.get(shipment.id) ?? [] }));
}

async function fullShipment(id: string) {
  const [shipment] = await withInvoices([await adminShipment(id)]);
  return shipment;
}

const idOf = (ctx: Context) => ctx.params.id!;

/** Staff operations on shipments (admin area): create from a quote, post updates, documents. */
export function shipmentAdminRoutes({ mail, publicOrigin, config }: AppDeps): Router {
  const mailer = { mail, publicOrigin, secret: config.sessionKeys[0]! };
  const router = new Router({ prefix: '/shipments' });
  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const page = await listShipments(parse(shipmentListQuerySchema, ctx.query));
    ctx.body = { ...page, items: await withInvoices(page.items) };
  });
  router.post('/', async (ctx) => {
    const input = parse(createShipmentSchema, ctx.request.body);
    const created = await createShipment(input);
    ctx.status = 201;
    ctx.body = await fullShipment(String(created._id));
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await fullShipment(idOf(ctx));
  });
  router.post('/:id/updates', async (ctx) => {
    const input = parse(shipmentUpdateSchema, ctx.request.body);
    await postShipmentUpdate(idOf(ctx), input, adminName(ctx), mailer);
    ctx.status = 201;
    ctx.body = await fullShipment(idOf(ctx));
  });
  router.post('/:id/documents', shipmentDocumentForm, async (ctx) => {
    const { kind } = parse(shipmentDocumentFieldsSchema, formFields(ctx));
    const shipment = await shipmentById(idOf(ctx));
    await attachDocument(shipment, kind, uploadedFile(ctx, 'file'), adminName(ctx));
    ctx.status = 201;
    ctx.body = await fullShipment(idOf(ctx));
  });
  router.get('/:id/documents/:documentId', async (ctx) => {
    const shipment = await shipmentById(idOf(ctx));
    await sendShipmentDocument(ctx, shipment, ctx.params.documentId!);
  });
  return router;
}
