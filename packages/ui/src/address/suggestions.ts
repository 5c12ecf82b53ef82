/** One place of a Nominatim-shaped search answer (spec 000 §7 Address suggestion). */
export interface AddressPlace {
  place_id: number | string;
  display_name: string;
  lat: string;
  lon: string;
  type: string;
  class: string;
}

/** What the list offers: a place, or the typed text kept as is when the lookup failed. */
export interface AddressSuggestion {
  id: string;
  label: string;
  place?: AddressPlace;
}

export const ADDRESS_SEARCH_URL = '/api/geo/search';
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 300;
const ADDRESS_REQUESTED = 8;
const ADDRESS_SHOWN = 6;
export const ADDRESS_BLUR_CLOSE_MS = 150;
export const ADDRESS_MANUAL_LABEL = 'Enter this address manually';
export const ADDRESS_NO_RESULTS = 'No addresses found. You can enter the address manually.';

/** Place types kept in the list (spec 000 §9); others stay only if their name has a comma. */
const KEPT_TYPES = new Set([
  'city',
  'town',
  'village',
  'hamlet',
  'suburb',
  'neighbourhood',
  'house',
  'building',
  'industrial',
  'commercial',
]);

export function addressSearchUrl(baseUrl: string, text: string): string {
  const query = new URLSearchParams({
    format: 'json',
    addressdetails: '1',
    limit: String(ADDRESS_REQUESTED),
    countrycodes: 'us',
    q: text,
  });
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${query.toString()}`;
}

function isPlace(value: unknown): value is AddressPlace {
  const place = value as Partial<AddressPlace> | null;
  return typeof place?.display_name === 'string' && place.place_id !== undefined;
}

/** The places worth offering, at most 6, in the service's order. */
export function keptSuggestions(places: unknown): AddressSuggestion[] {
  if (!Array.isArray(places)) return [];
  return places
    .filter(isPlace)
    .filter((place) => KEPT_TYPES.has(place.type) || place.display_name.includes(','))
    .slice(0, ADDRESS_SHOWN)
    .map((place) => ({ id: String(place.place_id), label: place.display_name, place }));
}

/** The single fallback offered when the lookup failed: the typed text as is. */
export function manualSuggestion(text: string): AddressSuggestion {
  return { id: 'manual', label: text };
}

/** Fetches suggestions for the typed text; throws when the service fails. */
export async function fetchSuggestions(
  baseUrl: string,
  text: string,
  signal: AbortSignal,
): Promise<AddressSuggestion[]> {
  const response = await fetch(addressSearchUrl(baseUrl, text), {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return keptSuggestions(await response.json());
}
