import Router from '@koa/router';
import type { Context } from 'koa';
import { cached } from './cache';
import { blogPosts, companySettings, fleetStats, services, testimonials } from './service';

export const landingRouter = new Router({ prefix: '/api' });

/**
 * Browsers revalidate each time (an admin change shows at once), and an unchanged read is a
 * bodiless 304 for the ETag they hold.
 */
const REVALIDATE = 'no-cache';

/** Sends a cached landing read, serialised once per cache entry, with its ETag. */
function landingRead(key: string, load: () => Promise<unknown>) {
  return async (ctx: Context): Promise<void> => {
    const answer = await cached(key, load);
    ctx.set('Cache-Control', REVALIDATE);
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
