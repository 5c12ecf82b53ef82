import { withoutCountry } from './normalize';
import { loadPlacesData } from './placesData';
import { PlacesIndex } from './placesIndex';
import type { GeocodedPlace, Place, ZipPlace } from './types';
import { stateByCode, stateByCodeOrName, statesMatching, US_STATES } from './usStates';

/** One result in the JSON shape of Nominatim's /search (format=json, addressdetails=1). */
export interface NominatimPlace {
  place_id: number;
  display_name: string;
  lat: string;
  lon: string;
  class: string;
  type: string;
  address: Record<string, string>;
}

/** ZIP results get ids above every place id. */
const ZIP_ID_BASE = 3_000_000_000;
const ZIP_PREFIX = /^\d{1,5}(-\d{0,4})?$/;
const ZIP_IN_TEXT = /\b(\d{5})(?:-\d{4})?\b/;

let index: PlacesIndex | undefined;

/**
 * The index is built on first use (about a second), then kept for the life of the process: it is
 * read-only data of the installed packages, the same for every app, unlike anything configured.
 */
export function placesIndex(): PlacesIndex {
  if (!index) {
    const data = loadPlacesData();
    index = new PlacesIndex(data.places, data.zips);
  }
  return index;
}

function stateName(code: string): string {
  return stateByCode(code)?.name ?? code;
}

function placeResult(place: Place): NominatimPlace {
  return {
    place_id: place.id,
    display_name: `${place.name}, ${stateName(place.state)}, United States`,
    lat: place.lat.toFixed(7),
    lon: place.lon.toFixed(7),
    class: 'place',
    type: place.type,
    address: {
      city: place.name,
      state: stateName(place.state),
      'ISO3166-2-lvl4': `US-${place.state}`,
      country: 'United States',
      country_code: 'us',
    },
  };
}

function zipResult(zip: ZipPlace): NominatimPlace {
  return {
    place_id: ZIP_ID_BASE + Number(zip.zip),
    display_name: `${zip.zip}, ${zip.city}, ${stateName(zip.state)}, United States`,
    lat: zip.lat.toFixed(7),
    lon: zip.lon.toFixed(7),
    class: 'place',
    type: 'postcode',
    address: {
      city: zip.city,
      postcode: zip.zip,
      state: stateName(zip.state),
      'ISO3166-2-lvl4': `US-${zip.state}`,
      country: 'United States',
      country_code: 'us',
    },
  };
}

/** 'Dallas TX' / 'Raleigh North Carolina': the text before a trailing state code or name. */
function splitTrailingState(text: string): { city: string; state: string } | undefined {
  const lower = text.toLowerCase();
  for (const state of US_STATES) {
    for (const suffix of [state.code.toLowerCase(), state.name.toLowerCase()]) {
      if (lower.endsWith(` ${suffix}`)) {
        const city = text.slice(0, text.length - suffix.length).trim();
        if (city !== '') return { city, state: state.code };
      }
    }
  }
  return undefined;
}

function uniqueByPopulation(places: Place[], limit: number): Place[] {
  const seen = new Map(places.map((place) => [place.id, place]));
  return [...seen.values()].sort((a, b) => b.population - a.population).slice(0, limit);
}

function searchByName(text: string, limit: number): Place[] {
  const [city = '', ...rest] = text.split(',').map((part) => part.trim());
  const statePart = rest.find((part) => part !== '');
  if (statePart !== undefined) {
    const states = new Set(statesMatching(statePart).map((state) => state.code));
    return states.size === 0 ? [] : placesIndex().byNamePrefix(city, limit, states);
  }
  const whole = placesIndex().byNamePrefix(city, limit);
  const split = splitTrailingState(city);
  if (!split) return whole;
  const inState = placesIndex().byNamePrefix(split.city, limit, new Set([split.state]));
  return uniqueByPopulation([...inState, ...whole], limit);
}

/** Address suggestions for typed text: ZIP codes by prefix, else places by name prefix. */
export function searchPlaces(query: string, limit: number): NominatimPlace[] {
  const text = withoutCountry(query.trim());
  if (ZIP_PREFIX.test(text)) {
    return placesIndex().byZipPrefix(text.slice(0, 5), limit).map(zipResult);
  }
  return searchByName(text, limit).map(placeResult);
}

function fromZip(query: string, zip: ZipPlace): GeocodedPlace {
  return {
    query,
    displayName: `${zip.city}, ${zip.state} ${zip.zip}`,
    city: zip.city,
    state: zip.state,
    postcode: zip.zip,
    lat: zip.lat,
    lon: zip.lon,
  };
}

function fromPlace(query: string, place: Place): GeocodedPlace {
  return {
    query,
    displayName: `${place.name}, ${place.state}`,
    city: place.name,
    state: place.state,
    lat: place.lat,
    lon: place.lon,
  };
}

/** 'Chicago, IL 60601' → state IL; a part with a ZIP or county is skipped for the city. */
function cityInState(parts: string[]): Place | undefined {
  const stateText = (parts[parts.length - 1] ?? '').replace(ZIP_IN_TEXT, '').trim();
  const state = stateByCodeOrName(stateText);
  if (!state) return undefined;
  const states = new Set([state.code]);
  for (let i = parts.length - 2; i >= 0; i -= 1) {
    const found = placesIndex().byName(parts[i] as string, states)[0];
    if (found) return found;
  }
  return undefined;
}

function placeFromText(text: string): Place | undefined {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > 1) return cityInState(parts);
  const only = parts[0] ?? '';
  const split = splitTrailingState(only);
  if (split) {
    const inState = placesIndex().byName(split.city, new Set([split.state]))[0];
    if (inState) return inState;
  }
  return placesIndex().byName(only)[0];
}

/**
 * Resolves 'Chicago, IL', 'Chicago, Illinois', 'Dallas TX', '60601' or a suggestion's
 * display name to a position. A city without a state is the most populous of that name.
 * Returns undefined when the text names no known US place.
 */
export function geocode(text: string): GeocodedPlace | undefined {
  const clean = withoutCountry(text.trim());
  const zipCode = ZIP_IN_TEXT.exec(clean)?.[1];
  const zip = zipCode ? placesIndex().zip(zipCode) : undefined;
  if (zip) return fromZip(text, zip);
  const place = placeFromText(clean.replace(ZIP_IN_TEXT, '').replace(/,\s*$/, ''));
  return place ? fromPlace(text, place) : undefined;
}
