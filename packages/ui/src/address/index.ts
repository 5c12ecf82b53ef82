export { AddressAutocomplete } from './AddressAutocomplete';
export type { AddressAutocompleteProps } from './AddressAutocomplete';
export {
  ADDRESS_MANUAL_LABEL,
  ADDRESS_NO_RESULTS,
  ADDRESS_SEARCH_URL,
  addressSearchUrl,
  keptSuggestions,
} from './suggestions';
export type { AddressPlace, AddressSuggestion } from './suggestions';
