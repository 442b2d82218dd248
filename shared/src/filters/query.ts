// URL <-> filter state <-> API query: the contract's codec, the same code the API parses
// `filter[...]` with (shared/src/contract/filters.ts).
export {
  DAYS_PER_MONTH,
  FILTER_PARAMS,
  filterQueryEntries,
  filterValues,
  filtersHref,
  monthlyEquivalent,
  parseFilterQuery,
  toApiParams,
  toFilterQuery,
} from '../contract/filters';
export type { ApiParamOptions, FilterParam, ParsedFilterQuery } from '../contract/filters';
