import Joi from 'joi';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { NominatimPlace } from './service';

/** How long the external map search may take before the embedded index answers instead. */
export const EXTERNAL_SEARCH_TIMEOUT_MS = 3000;

/** Nominatim's usage policy allows at most one request per second from an application. */
const externalLimiter = new RateLimiterMemory({ points: 1, duration: 1 });

const CACHE_LIMIT = 500;
const cache = new Map<string, NominatimPlace[]>();

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

function remember(key: string, places: NominatimPlace[]): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, places);
}

/**
 * Asks a Nominatim-compatible /search endpoint. Returns undefined (so the caller uses the
 * embedded index) when the service is slow, failing, rate limited or answers oddly.
 */
export async function searchExternal(
  searchUrl: string,
  q: string,
  limit: number,
  timeoutMs = EXTERNAL_SEARCH_TIMEOUT_MS,
): Promise<NominatimPlace[] | undefined> {
  const key = `${searchUrl}|${limit}|${q.toLowerCase()}`;
  const cached = cache.get(key);
  if (cached) return cached;
  try {
    await externalLimiter.consume(searchUrl);
  } catch {
    return undefined;
  }
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
    if (error) return undefined;
    const places = (value as NominatimPlace[]).map(pick);
    remember(key, places);
    return places;
  } catch {
    return undefined;
  }
}
