import Router from '@koa/router';
import { parse } from '../../http/validate';
import { geoSearchQuerySchema } from './schemas';
import { searchPlaces } from './service';

/** US place and ZIP search answering in Nominatim's JSON shape, from the embedded index. */
export const geoRouter = new Router({ prefix: '/api/geo' });

geoRouter.get('/search', (ctx) => {
  const query = parse(geoSearchQuerySchema, ctx.query);
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.body = searchPlaces(query.q, query.limit);
});
