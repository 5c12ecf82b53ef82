import type { Limits } from '../limits';
import { EXTERNAL_SEARCH_POLITENESS, externalSearch } from './externalSearch';
import { searchPlaces, type NominatimPlace } from './search';

export interface PlaceSearch {
  /** Address suggestions in Nominatim's JSON shape. */
  search(query: string, limit: number): Promise<NominatimPlace[]>;
}

/**
 * Address suggestions from the external map search at `externalUrl` (GEO_SEARCH_URL) when it
 * answers in time, else from the embedded index.
 */
export function createPlaceSearch(externalUrl: string | undefined, limits: Limits): PlaceSearch {
  if (!externalUrl) return { search: async (query, limit) => searchPlaces(query, limit) };
  const external = externalSearch(limits.limiter(EXTERNAL_SEARCH_POLITENESS));
  return {
    async search(query, limit) {
      return (await external(externalUrl, query, limit)) ?? searchPlaces(query, limit);
    },
  };
}
