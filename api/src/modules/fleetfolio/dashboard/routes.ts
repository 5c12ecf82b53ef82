import Router from '@koa/router';
import { emptySchema, parse } from '../../../http/validate';
import { recentActivity } from './activity';
import { dashboardStats } from './service';

/** The FleetFolio dashboard: counters and recent activity. */
export function dashboardRoutes(): Router {
  const router = new Router({ prefix: '/dashboard' });
  router.get('/stats', async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await dashboardStats(ctx.state.carrierId as string);
  });
  router.get('/activity', async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await recentActivity(ctx.state.carrierId as string);
  });
  return router;
}
