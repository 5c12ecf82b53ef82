import Router from '@koa/router';
import Joi from 'joi';
import { requireActiveCarrier } from '../shared/requireActiveCarrier';
import { parse } from '../../../http/validate';
import { recentActivity } from './activity';
import { dashboardStats } from './service';

const noQuery = Joi.object({});

/** The FleetFolio dashboard: counters and recent activity. */
export const dashboardRouter = new Router({ prefix: '/api/fleetfolio' });

dashboardRouter.get('/dashboard/stats', requireActiveCarrier, async (ctx) => {
  parse(noQuery, ctx.query);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await dashboardStats(ctx.state.carrierId as string);
});

dashboardRouter.get('/dashboard/activity', requireActiveCarrier, async (ctx) => {
  parse(noQuery, ctx.query);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await recentActivity(ctx.state.carrierId as string);
});
