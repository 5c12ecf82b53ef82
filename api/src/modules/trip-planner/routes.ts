import Router from '@koa/router';
import { answerOf } from '../../cache/answerCache';
import type { AppDeps } from '../../deps';
import { sendCacheable } from '../../http/cacheable';
import { parse } from '../../http/validate';
import type { LimitRule } from '../../limits';
import { emptyBodySchema, tripPlanRequestSchema } from './schemas';
import { calculateRoute, trackVisit, tripPlannerStats } from './service';

/** Planning a route costs CPU (state shapes), so one visitor gets a bounded number. */
const ROUTE_CALCULATIONS: LimitRule = {
  name: 'trip_plan',
  points: 30,
  windowSeconds: 60,
  message: 'Too many route calculations. Please try again shortly.',
};

/** Keeps one client from inflating the visit counter. */
const VISITS_COUNTED: LimitRule = {
  name: 'trip_planner_visit',
  points: 20,
  windowSeconds: 60,
  message: 'Too many visits counted. Please try again shortly.',
};

/**
 * The usage figures: public and shared like the landing reads, revalidated on each use (an
 * unchanged figure is a 304), a copy up to a minute old usable at once meanwhile.
 */
const STATS_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=60';

/** The public trip planner: plan a route, count visits, read the figures. */
export function tripPlannerRoutes({ limits, tripRouting }: AppDeps): Router {
  const routeLimit = limits.limiter(ROUTE_CALCULATIONS);
  const visitLimit = limits.limiter(VISITS_COUNTED);
  const router = new Router({ prefix: '/trip-planner' });

  router.post('/track-visit', async (ctx) => {
    parse(emptyBodySchema, ctx.request.body);
    await visitLimit.consume(ctx.ip);
    await trackVisit();
    ctx.status = 204;
  });

  router.get('/stats', async (ctx) => {
    sendCacheable(ctx, answerOf(await tripPlannerStats()), STATS_CACHE_CONTROL);
  });

  router.post('/calculate-route', async (ctx) => {
    const request = parse(tripPlanRequestSchema, ctx.request.body);
    await routeLimit.consume(ctx.ip);
    ctx.body = await calculateRoute(
      { ...request, departureTime: new Date(request.departureTime) },
      tripRouting,
    );
  });
  return router;
}
