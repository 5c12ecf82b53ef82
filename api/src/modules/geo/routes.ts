import Router from '@koa/router';
import { parse } from '../../http/validate';
import { geoSearchQuerySchema } from './schemas';
import { loadConfig } from '../../config';
import { placesIndex, searchAddresses } from './service';

/**
 * US place and ZIP search in Nominatim's JSON shape: the external map search when
 * GEO_SEARCH_URL is set and answers, else the embedded index.
 */
export const geoRouter = new Router({ prefix: '/api/geo' });

let externalUrl: { value?: string } | undefined;

/** GEO_SEARCH_URL from the validated configuration, read once. */
function externalSearchUrl(): string | undefined {
  externalUrl ??= { value: loadConfig().geoSearchUrl };
  return externalUrl.value;
}

geoRouter.get('/search', async (ctx) => {
  const query = parse(geoSearchQuerySchema, ctx.query);
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.body = await searchAddresses(query.q, query.limit, externalSearchUrl());
});

/**
 * Reading the two data packages takes a second or two of CPU: outside tests it is done
 * right after start, so the first visitor does not wait for it.
 */
if (process.env.NODE_ENV !== 'test') setImmediate(() => placesIndex());
