import Router from '@koa/router';
import {
  payItemListQuerySchema,
  payItemSchema,
  settlementListQuerySchema,
  settlementPdfName,
  settlementSchema,
} from '@freight/contracts';
import type { Context } from 'koa';
import { carrierData } from '../../../db/ownerScope';
import { emptySchema, parse } from '../../../http/validate';
import { OWNER } from '../team/access';
import { payItemPage, settlementPage } from './pages';
import { createPayItem, deletePayItem } from './payItems';
import { renderSettlementPdf } from './pdf';
import {
  approveSettlement,
  createSettlement,
  deleteSettlement,
  findSettlement,
  paySettlement,
  redrawSettlement,
} from './service';
import { settlementView } from './view';

const ownerOf = (ctx: Context) => ctx.state.carrierId as string;
const idOf = (ctx: Context) => (ctx.params as Record<string, string>).id!;

async function answerSettlement(ctx: Context, id: string) {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = settlementView(await findSettlement(carrierData(ownerOf(ctx)), id));
}

/**
 * Driver pay (issue 22), the owner's alone: advances and deductions, and settlements drawn up,
 * approved (locked), marked paid and printed as a PDF statement.
 */
export function settlementRoutes(): Router {
  const router = new Router();

  /** A page of the Advances and Deductions table (before `/pay-items/:id`). */
  router.get('/pay-items/page', OWNER, async (ctx) => {
    const query = parse(payItemListQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await payItemPage(ownerOf(ctx), query);
  });

  router.post('/pay-items', OWNER, async (ctx) => {
    ctx.body = await createPayItem(ownerOf(ctx), parse(payItemSchema, ctx.request.body));
    ctx.status = 201;
  });

  router.delete('/pay-items/:id', OWNER, async (ctx) => {
    parse(emptySchema, ctx.query);
    await deletePayItem(ownerOf(ctx), idOf(ctx));
    ctx.status = 204;
  });

  /** A page of the Settlements table (before `/settlements/:id`, which would take "page" as an id). */
  router.get('/settlements/page', OWNER, async (ctx) => {
    const query = parse(settlementListQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await settlementPage(ownerOf(ctx), query);
  });

  router.post('/settlements', OWNER, async (ctx) => {
    const id = await createSettlement(ownerOf(ctx), parse(settlementSchema, ctx.request.body));
    await answerSettlement(ctx, id);
    ctx.status = 201;
  });

  router.get('/settlements/:id', OWNER, async (ctx) => {
    parse(emptySchema, ctx.query);
    await answerSettlement(ctx, idOf(ctx));
  });

  router.delete('/settlements/:id', OWNER, async (ctx) => {
    parse(emptySchema, ctx.query);
    await deleteSettlement(ownerOf(ctx), idOf(ctx));
    ctx.status = 204;
  });

  router.post('/settlements/:id/approve', OWNER, async (ctx) => {
    parse(emptySchema, ctx.request.body);
    await approveSettlement(ownerOf(ctx), idOf(ctx));
    await answerSettlement(ctx, idOf(ctx));
  });

  router.post('/settlements/:id/redraw', OWNER, async (ctx) => {
    parse(emptySchema, ctx.request.body);
    await redrawSettlement(ownerOf(ctx), idOf(ctx));
    await answerSettlement(ctx, idOf(ctx));
  });

  router.post('/settlements/:id/pay', OWNER, async (ctx) => {
    parse(emptySchema, ctx.request.body);
    await paySettlement(ownerOf(ctx), idOf(ctx));
    await answerSettlement(ctx, idOf(ctx));
  });

  router.get('/settlements/:id/pdf', OWNER, async (ctx) => {
    parse(emptySchema, ctx.query);
    const settlement = settlementView(await findSettlement(carrierData(ownerOf(ctx)), idOf(ctx)));
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${settlementPdfName(settlement.settlementNumber)}"`,
    );
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/pdf';
    ctx.body = await renderSettlementPdf(settlement);
  });
  return router;
}
