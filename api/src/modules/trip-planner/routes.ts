import Router from '@koa/router';
import type { AppDeps } from '../../deps';
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
    // Not kept: the figures change with each visit, and the page preloads this read (the shell
    // server hints it). A reusable answer is handed from the preload to the area's fetch, and
    // Chromium then leaves the preload open for good, so the page never goes network-idle.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await tripPlannerStats();
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
