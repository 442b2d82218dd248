import {
  parseApiFilters,
  type ApiFilterValues,
  type Currency,
  type FieldErrors,
  type Furniture,
  type OfferType,
  type PropertyStage,
  type PropertyType,
  type RentalType,
  type TenureFilter,
} from '@phuket/shared/contract';

export {
  AREA_LIMIT,
  FILTER_KEYS,
  IGNORED_FILTER_KEYS,
  PRICE_LIMIT,
  type FieldErrors,
  type FilterKey,
} from '@phuket/shared/contract';

/**
 * `filter[...]` of the listing endpoints as the query builder and the search index use them:
 * only what is set, ranges as {min, max}. The contract's codec (parseApiFilters) reads the
 * query, the same code the browser writes it with, and reports every bad key under its name.
 */
export interface ListingFilters {
  offerType?: OfferType;
  locationIds?: number[];
  propertyTypes?: PropertyType[];
  /** The value 7 means "7 or more" (docs/product-rules.md §5: options 1 to 7). */
  bedrooms?: number[];
  bathrooms?: number[];
  area?: Range;
  /**
   * In priceCurrency, else in the currency of the request; converted to THB by the query
   * builder with the rates the prices are shown with.
   */
  priceRange?: Range;
  priceCurrency?: Currency;
  rentalType?: RentalType;
  propertyStages?: PropertyStage[];
  furniture?: Furniture[];
  /** A listing must have every one of these. */
  amenityIds?: number[];
  developerId?: number;
  projectId?: number;
  userId?: number;
  /** A tenure, or FOREIGN_FREEHOLD (tenure-rules.ts). */
  tenure?: TenureFilter;
  /** Only listings whose price was cut in the last 30 days (price-history-rules.ts). */
  reduced?: true;
  /** Free text found in the title, the address or the area's name. */
  search?: string;
}

export interface Range {
  min: number;
  max: number;
}

export interface ParsedFilters {
  filters: ListingFilters;
  errors: FieldErrors;
}

/** The contract's filter values as the query builder takes them: unset ones left out. */
export function toListingFilters(values: ApiFilterValues): ListingFilters {
  const filters: ListingFilters = {};
  const list = <T>(items: T[]) => (items.length > 0 ? items : undefined);
  const set = <K extends keyof ListingFilters>(k: K, v: ListingFilters[K] | null | undefined) => {
    if (v !== undefined && v !== null) filters[k] = v;
  };
  set('offerType', values.offer_type);
  set('locationIds', list(values.location_id));
  set('propertyTypes', list(values.property_type));
  set('bedrooms', list(values.bedrooms));
  set('bathrooms', list(values.bathrooms));
  set('area', values.area_filter && { min: values.area_filter[0], max: values.area_filter[1] });
  set(
    'priceRange',
    values.price_range && { min: values.price_range[0], max: values.price_range[1] },
  );
  if (values.price_range) set('priceCurrency', values.price_currency);
  set('rentalType', values.rental_type);
  set('propertyStages', list(values.property_stage));
  set('furniture', list(values.furniture));
  set('amenityIds', list(values.amenities_filter));
  set('developerId', values.developer_id);
  set('projectId', values.project_id);
  set('userId', values.user_id);
  set('tenure', values.tenure);
  if (values.reduced) filters.reduced = true;
  set('search', values.search);
  return filters;
}

export function parseListingFilters(query: Readonly<Record<string, unknown>>): ParsedFilters {
  const { filters, errors } = parseApiFilters(query);
  return { filters: toListingFilters(filters), errors };
}
