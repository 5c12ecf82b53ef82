export { geocode, placesIndex } from './search';
export { createPlaceSearch, type PlaceSearch } from './placeSearch';
export { US_STATES, type UsState } from './usStates';
