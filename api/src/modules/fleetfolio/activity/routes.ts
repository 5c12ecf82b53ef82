import Router from '@koa/router';
import { activityQuerySchema, FLEET_RECENT_ACTIVITY_LIMIT } from '@freight/contracts';
import { parse } from '../../../http/validate';
import { emptySchema } from '../../../http/validate';
import { carrierIdOf, OWNER } from '../team/access';
import { activityPage } from './service';

/** The carrier's activity log (owner only), and its newest lines for the dashboard. */
export function activityRoutes(): Router {
  const router = new Router();
  router.get('/activity', OWNER, async (ctx) => {
    const query = parse(activityQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await activityPage(carrierIdOf(ctx), query);
  });
  router.get('/dashboard/activity', OWNER, async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    const page = await activityPage(carrierIdOf(ctx), { limit: FLEET_RECENT_ACTIVITY_LIMIT });
    ctx.body = page.entries;
  });
  return router;
}
