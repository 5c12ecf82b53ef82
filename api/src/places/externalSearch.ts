import Joi from 'joi';
import type { Limiter, LimitRule } from '../limits';
import type { NominatimPlace } from './search';

/** How long the external map search may take before the embedded index answers instead. */
const EXTERNAL_SEARCH_TIMEOUT_MS = 3000;

/**
 * Nominatim's usage policy allows at most one request per second from an application, not per
 * process: the counter is shared by every API instance, like every other limit.
 */
export const EXTERNAL_SEARCH_POLITENESS: LimitRule = {
  name: 'external_place_search',
  points: 1,
  windowSeconds: 1,
  message: 'Too many external address searches',
};

const CACHE_LIMIT = 500;

/** The fields the address input reads, checked so a foreign answer cannot pass anything else. */
const placeSchema = Joi.object({
  place_id: Joi.number().required(),
  display_name: Joi.string().max(500).required(),
  lat: Joi.string().max(30).required(),
  lon: Joi.string().max(30).required(),
  class: Joi.string().max(50).required(),
  type: Joi.string().max(50).required(),
  address: Joi.object().pattern(Joi.string().max(50), Joi.string().max(200)),
}).unknown(true);

const answerSchema = Joi.array().items(placeSchema).max(50);

function pick(place: NominatimPlace): NominatimPlace {
  const { place_id, display_name, lat, lon, type, address } = place;
  return { place_id, display_name, lat, lon, class: place.class, type, address };
}

async function fetchPlaces(
  searchUrl: string,
  q: string,
  limit: number,
  timeoutMs: number,
): Promise<NominatimPlace[] | undefined> {
  const url = new URL(searchUrl);
  const params = {
    format: 'json',
    addressdetails: '1',
    countrycodes: 'us',
    limit: String(limit),
    q,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'application/json', 'User-Agent': 'freight-site-address-search' },
    });
    if (!response.ok) return undefined;
    const { error, value } = answerSchema.validate(await response.json());
    return error ? undefined : (value as NominatimPlace[]).map(pick);
  } catch {
    return undefined;
  }
}

export type ExternalSearch = (
  searchUrl: string,
  q: string,
  limit: number,
  timeoutMs?: number,
) => Promise<NominatimPlace[] | undefined>;

/**
 * Asks a Nominatim-compatible /search endpoint, at most once a second (`politeness`), and keeps
 * the last 500 answers. Answers undefined (so the caller uses the embedded index) when the
 * service is slow, failing, over its rate or answers oddly.
 */
export function externalSearch(politeness: Limiter): ExternalSearch {
  const cache = new Map<string, NominatimPlace[]>();
  return async (searchUrl, q, limit, timeoutMs = EXTERNAL_SEARCH_TIMEOUT_MS) => {
    const key = `${searchUrl}|${limit}|${q.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached) return cached;
    try {
      await politeness.consume(searchUrl);
    } catch {
      return undefined;
    }
    const places = await fetchPlaces(searchUrl, q, limit, timeoutMs);
    if (places) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, places);
    }
    return places;
  };
}
