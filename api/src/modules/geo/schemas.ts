import Joi from 'joi';

/** Query of GET /api/geo/search, the parameters the address input sends (spec 000 §7). */
export interface GeoSearchQuery {
  q: string;
  format: 'json';
  addressdetails: 0 | 1;
  limit: number;
  countrycodes: 'us';
}

const MAX_SEARCH_RESULTS = 50;

export const geoSearchQuerySchema = Joi.object<GeoSearchQuery>({
  q: Joi.string().trim().min(1).max(200).required(),
  format: Joi.string().valid('json').default('json'),
  addressdetails: Joi.number().valid(0, 1).default(1),
  limit: Joi.number().integer().min(1).max(MAX_SEARCH_RESULTS).default(8),
  countrycodes: Joi.string().lowercase().valid('us').default('us'),
});
