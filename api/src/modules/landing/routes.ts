import Router from '@koa/router';
import type { Context } from 'koa';
import { cached } from './cache';
import { blogPosts, companySettings, fleetStats, services, testimonials } from './service';

export const landingRouter = new Router({ prefix: '/api' });

/**
 * Public and shared: a CDN, the shell's page server (which puts these reads into the pages) or
 * a browser may keep an answer. Each use revalidates (max-age 0: an unchanged read is a
 * bodiless 304 for the ETag held), but a copy up to 150 s old may be used at once while that
 * happens, so a slow API never holds a page up. Two caches in a row (a CDN, then a browser)
 * stay within the 5 minutes an admin change may take to show (LANDING_CACHE_MS).
 */
export const LANDING_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=150';

/** Sends a cached landing read, serialised once per cache entry, with its ETag. */
function landingRead(key: string, load: () => Promise<unknown>) {
  return async (ctx: Context): Promise<void> => {
    const answer = await cached(key, load);
    ctx.set('Cache-Control', LANDING_CACHE_CONTROL);
    ctx.set('ETag', answer.etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (answer.json === null) {
      ctx.body = null;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = answer.json;
  };
}

landingRouter.get('/company-settings', landingRead('company-settings', companySettings));
landingRouter.get('/fleet/stats', landingRead('fleet-stats', fleetStats));
landingRouter.get('/services', landingRead('services', services));
landingRouter.get('/testimonials', landingRead('testimonials', testimonials));
landingRouter.get('/blog/posts', landingRead('blog-posts', blogPosts));
