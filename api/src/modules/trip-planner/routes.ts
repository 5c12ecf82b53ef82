import Router from '@koa/router';
import type { Context } from 'koa';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { loadConfig } from '../../config';
import { tooManyRequests } from '../../http/errors';
import { parse } from '../../http/validate';
import type { RoutingOptions } from '../../routing';
import { emptyBodySchema, tripPlanRequestSchema } from './schemas';
import { calculateRoute, trackVisit, tripPlannerStats } from './service';

export const tripPlannerRouter = new Router({ prefix: '/api/trip-planner' });

/** Planning a route costs CPU (state shapes), so one visitor gets a bounded number. */
const routeLimiter = new RateLimiterMemory({ points: 30, duration: 60 });
/** Keeps one client from inflating the visit counter. */
const visitLimiter = new RateLimiterMemory({ points: 20, duration: 60 });

async function limit(limiter: RateLimiterMemory, ctx: Context, message: string): Promise<void> {
  try {
    await limiter.consume(ctx.ip);
  } catch (rejection) {
    const wait = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000;
    throw tooManyRequests(wait / 1000, message);
  }
}

let routing: RoutingOptions | undefined;

/** OSRM_URL from the validated configuration, read once. */
function routingOptions(): RoutingOptions {
  routing ??= { osrmUrl: loadConfig().osrmUrl };
  return routing;
}

tripPlannerRouter.post('/track-visit', async (ctx) => {
  parse(emptyBodySchema, ctx.request.body);
  await limit(visitLimiter, ctx, 'Too many visits counted. Please try again shortly.');
  await trackVisit();
  ctx.status = 204;
});

tripPlannerRouter.get('/stats', async (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await tripPlannerStats();
});

tripPlannerRouter.post('/calculate-route', async (ctx) => {
  const request = parse(tripPlanRequestSchema, ctx.request.body);
  await limit(routeLimiter, ctx, 'Too many route calculations. Please try again shortly.');
  ctx.body = await calculateRoute(
    { ...request, departureTime: new Date(request.departureTime) },
    routingOptions(),
  );
});
