import Router from '@koa/router';
import Joi from 'joi';
import { requireCarrier } from '../../../auth/session';
import { parse } from '../../../http/validate';
import { dashboardStats } from './service';

/** The FleetFolio dashboard counters. */
export const dashboardRouter = new Router({ prefix: '/api/fleetfolio' });

dashboardRouter.get('/dashboard/stats', requireCarrier, async (ctx) => {
  parse(Joi.object({}), ctx.query);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await dashboardStats(ctx.state.carrierId as string);
});
