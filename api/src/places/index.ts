export { geocode, placesIndex, searchPlaces, type NominatimPlace } from './search';
export { createPlaceSearch, type PlaceSearch } from './placeSearch';
export { US_STATES, stateByCode, stateByCodeOrName, type UsState } from './usStates';
export type { GeocodedPlace } from './types';
