import Router from '@koa/router';
import { answerOf } from '../../cache/answerCache';
import type { AppDeps } from '../../deps';
import { sendCacheable } from '../../http/cacheable';
import { parse } from '../../http/validate';
import { geoSearchQuerySchema } from './schemas';

/** Places change rarely: an answer is fresh a day, and usable a week more while it revalidates. */
const GEO_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * US place and ZIP search in Nominatim's JSON shape (public area): the external map search when
 * GEO_SEARCH_URL is set and answers, else the embedded index (src/places).
 */
export function geoRoutes({ places }: AppDeps): Router {
  const router = new Router({ prefix: '/geo' });
  router.get('/search', async (ctx) => {
    const query = parse(geoSearchQuerySchema, ctx.query);
    sendCacheable(ctx, answerOf(await places.search(query.q, query.limit)), GEO_CACHE_CONTROL);
  });
  return router;
}
