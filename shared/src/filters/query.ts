// URL <-> filter state <-> API query: the contract's codec, the same code the API parses
// `filter[...]` with (shared/src/contract/filters.ts).
export {
  FILTER_PARAMS,
  filterQueryEntries,
  filterValues,
  filtersHref,
  parseFilterQuery,
  toApiParams,
  toFilterQuery,
} from '../contract/filters';
export type { ApiParamOptions, FilterParam, ParsedFilterQuery } from '../contract/filters';
