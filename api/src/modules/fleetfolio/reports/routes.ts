import Router from '@koa/router';
import { iftaEditSchema, iftaRowSchema, reportPeriodSchema } from '@freight/contracts';
import Joi from 'joi';
import type { Context } from 'koa';
import { parse } from '../../../http/validate';
import { financialReport } from './financial';
import { fleetReport } from './fleet';
import { addIftaRow, editIftaRow, iftaReport, removeIftaRow } from './ifta';
import { OWNER, STAFF } from '../team/access';

const quarterQuery = reportPeriodSchema.fork(['quarter'], (schema) => schema.required());
const yearQuery = Joi.object({ year: Joi.number().integer().min(2000).max(2100).required() });
const ownerOf = (ctx: Context) => ctx.state.carrierId as string;

/** IFTA, financial and fleet reports from the carrier's own trips, expenses and invoices. */
export function reportRoutes(): Router {
  const reportsRouter = new Router({ prefix: '/reports' });
  reportsRouter.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  reportsRouter.get('/ifta', STAFF, async (ctx) => {
    const { year, quarter } = parse(quarterQuery, ctx.query);
    ctx.body = await iftaReport(ownerOf(ctx), year, quarter!);
  });

  reportsRouter.post('/ifta', STAFF, async (ctx) => {
    const input = parse(iftaRowSchema, ctx.request.body);
    await addIftaRow(ownerOf(ctx), input);
    ctx.status = 201;
    ctx.body = await iftaReport(ownerOf(ctx), input.year, input.quarter);
  });

  reportsRouter.put('/ifta/:id', STAFF, async (ctx) => {
    await editIftaRow(ownerOf(ctx), ctx.params.id!, parse(iftaEditSchema, ctx.request.body));
    ctx.status = 204;
  });

  reportsRouter.delete('/ifta/:id', STAFF, async (ctx) => {
    await removeIftaRow(ownerOf(ctx), ctx.params.id!);
    ctx.status = 204;
  });

  reportsRouter.get('/financial', OWNER, async (ctx) => {
    ctx.body = await financialReport(ownerOf(ctx), parse(yearQuery, ctx.query).year);
  });

  // Revenue and pay per driver and truck for the year: a financial report, the owner's alone
  // (issue 22), as the Reports tab is.
  reportsRouter.get('/fleet', OWNER, async (ctx) => {
    ctx.body = await fleetReport(ownerOf(ctx), parse(yearQuery, ctx.query).year);
  });
  return reportsRouter;
}
