/** Nominatim-style place kinds the address suggestions keep (spec 000 §9). */
export type PlaceType = 'city' | 'town' | 'village' | 'hamlet' | 'suburb';

/** A populated place of the embedded index. */
export interface Place {
  id: number;
  name: string;
  /** USPS state code, e.g. 'IL'. */
  state: string;
  lat: number;
  lon: number;
  /** 0 when the place is known only from ZIP data. */
  population: number;
  type: PlaceType;
}

/** A US ZIP code with the place it belongs to. */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

/** A place resolved from free text, used by the routing engine. */
export interface GeocodedPlace {
  /** What the visitor typed. */
  query: string;
  displayName: string;
  city: string;
  state: string;
  postcode?: string;
  lat: number;
  lon: number;
}
