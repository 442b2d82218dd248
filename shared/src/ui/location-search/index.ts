export { LocationSearch, createLocationSearchStore } from './LocationSearch';
export type { LocationSearchProps } from './LocationSearch';
export {
  AREA_MATCH_MIN_SCORE,
  LOCATION_PLACEHOLDER,
  LOCATION_PLACEHOLDER_ID,
  LocationSearchStore,
  SUGGESTION_GROUP_LABELS,
  freeTextSearch,
  suggestionPath,
} from './location-search-store';
export type { FreeTextSearch, SuggestionGroup } from './location-search-store';
