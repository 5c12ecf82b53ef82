import Router from '@koa/router';
import type { Context } from 'koa';
import type { AnswerCache } from '../../cache/answerCache';
import type { AppDeps } from '../../deps';
import { sendCacheable } from '../../http/cacheable';
import { blogPosts, companySettings, fleetStats, services, testimonials } from './service';

/**
 * Public and shared: a CDN, the shell's page server (which puts these reads into the pages) or
 * a browser may keep an answer. Each use revalidates (max-age 0: an unchanged read is a
 * bodiless 304 for the ETag held), but a copy up to 150 s old may be used at once while that
 * happens, so a slow API never holds a page up. With two caches in a row (a CDN, then a
 * browser) and another instance's 15 s copy (LANDING_CACHE_MS), an admin change shows within
 * about 5 minutes everywhere.
 */
const LANDING_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=150';

/** Sends a cached landing read, serialised once per cache entry, with its ETag. */
function landingRead(cache: AnswerCache, key: string, load: () => Promise<unknown>) {
  return async (ctx: Context): Promise<void> => {
    sendCacheable(ctx, await cache.cached(key, load), LANDING_CACHE_CONTROL);
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
