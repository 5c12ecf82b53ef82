import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { parse } from '../../http/validate';
import { geoSearchQuerySchema } from './schemas';

/**
 * US place and ZIP search in Nominatim's JSON shape (public area): the external map search when
 * GEO_SEARCH_URL is set and answers, else the embedded index (src/places).
 */
export function geoRoutes({ places }: AppDeps): Router {
  const router = new Router({ prefix: '/geo' });
  router.get('/search', async (ctx) => {
    const query = parse(geoSearchQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = await places.search(query.q, query.limit);
  });
  return router;
}
