import Router from '@koa/router';
import { emptySchema, parse } from '../../../http/validate';
import { carrierIdOf, memberOf, STAFF } from '../team/access';
import { dashboardStats } from './service';

/** The FleetFolio dashboard's counters (its Recent Activity is the activity log's newest lines). */
export function dashboardRoutes(): Router {
  const router = new Router({ prefix: '/dashboard' });
  router.get('/stats', STAFF, async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    const stats = await dashboardStats(carrierIdOf(ctx));
    // Money is the owner's: a dispatcher sees the operational counters only.
    ctx.body =
      memberOf(ctx).role === 'owner'
        ? stats
        : { ...stats, pendingInvoices: null, totalRevenue: null, revenuePerMile: null };
  });
  return router;
}
