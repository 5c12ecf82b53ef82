import Router from '@koa/router';
import type { Context } from 'koa';
import type { AnswerCache } from '../../cache/answerCache';
import type { AppDeps } from '../../deps';
import { blogPosts, companySettings, fleetStats, services, testimonials } from './service';

/**
 * Browsers revalidate each time (an admin change shows at once), and an unchanged read is a
 * bodiless 304 for the ETag they hold.
 */
const REVALIDATE = 'no-cache';

/** Sends a cached landing read, serialised once per cache entry, with its ETag. */
function landingRead(cache: AnswerCache, key: string, load: () => Promise<unknown>) {
  return async (ctx: Context): Promise<void> => {
    const answer = await cache.cached(key, load);
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

/** The landing page's reads (public area), served from the app's landing cache. */
export function landingRoutes({ landingCache }: AppDeps): Router {
  const router = new Router();
  router.get('/company-settings', landingRead(landingCache, 'company-settings', companySettings));
  router.get('/fleet/stats', landingRead(landingCache, 'fleet-stats', fleetStats));
  router.get('/services', landingRead(landingCache, 'services', services));
  router.get('/testimonials', landingRead(landingCache, 'testimonials', testimonials));
  router.get('/blog/posts', landingRead(landingCache, 'blog-posts', blogPosts));
  return router;
}
