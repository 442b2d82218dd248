import type { Currency } from '../domain/enums';
import {
  FURNITURE,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
} from '../domain/enums';
import type { FilterState, NumberRange } from '../domain/listing';
import { LISTING_VIEWS, SORT_KEYS } from '../domain/listing';
import { PAGE_SIZES, ROOM_MAX } from './constants';
import { emptyFilters } from './filter-state';

/** Names of the URL query parameters and of `filter[...]` keys (SPEC §2, §7). */
export const FILTER_PARAMS = [
  'offer_type',
  'location_id',
  'property_type',
  'bedrooms',
  'bathrooms',
  'area_filter',
  'price_range',
  'rental_type',
  'property_stage',
  'furniture',
  'amenities_filter',
  'developer_id',
  'project_id',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

type QueryInput = string | URLSearchParams | Record<string, string | undefined>;

function toSearchParams(input: QueryInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === 'string') return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) params.set(key, value);
  }
  return params;
}

/** Canonical spelling of an enum value, case-insensitively, or null when it is not one. */
function enumValue<T extends string>(values: readonly T[], raw: string | null): T | null {
  if (raw === null) return null;
  const wanted = raw.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? null;
}

function enumList<T extends string>(values: readonly T[], raw: string | null): T[] {
  if (raw === null) return [];
  const found: T[] = [];
  for (const part of raw.split(',')) {
    const value = enumValue(values, part);
    if (value !== null && !found.includes(value)) found.push(value);
  }
  return found;
}

function positiveInt(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = raw.trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

function intList(raw: string | null, max = Number.MAX_SAFE_INTEGER): number[] {
  if (raw === null) return [];
  const found: number[] = [];
  for (const part of raw.split(',')) {
    const value = positiveInt(part);
    if (value !== null && value <= max && !found.includes(value)) found.push(value);
  }
  return found.sort((a, b) => a - b);
}

function range(raw: string | null): NumberRange | null {
  if (raw === null) return null;
  const parts = raw.split(',');
  if (parts.length !== 2) return null;
  const [first, second] = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (first === undefined || second === undefined) return null;
  if (!Number.isFinite(first) || !Number.isFinite(second) || first < 0 || second < 0) return null;
  return first <= second ? [first, second] : [second, first];
}

export interface ParsedFilterQuery {
  filters: FilterState;
  page: number;
}

/** Reads /properties?… into a filter state; anything unknown or malformed is dropped. */
export function parseFilterQuery(input: QueryInput): ParsedFilterQuery {
  const params = toSearchParams(input);
  const get = (name: string): string | null => {
    const value = params.get(name);
    return value === null || value.trim() === '' ? null : value;
  };
  const filters: FilterState = {
    ...emptyFilters(),
    offer_type: enumValue(OFFER_TYPES, get('offer_type')),
    location_id: positiveInt(get('location_id')),
    property_type: enumList(PROPERTY_TYPES, get('property_type')),
    bedrooms: intList(get('bedrooms'), ROOM_MAX),
    bathrooms: intList(get('bathrooms'), ROOM_MAX),
    area_filter: range(get('area_filter')),
    price_range: range(get('price_range')),
    rental_type: enumValue(RENTAL_TYPES, get('rental_type')),
    property_stage: enumValue(PROPERTY_STAGES, get('property_stage')),
    furniture: enumValue(FURNITURE, get('furniture')),
    amenities_filter: intList(get('amenities_filter')),
    developer_id: positiveInt(get('developer_id')),
    project_id: positiveInt(get('project_id')),
    view: enumValue(LISTING_VIEWS, get('view')) ?? 'list',
    sort: enumValue(SORT_KEYS, get('sort')),
    buildings: intList(get('buildings')),
  };
  return { filters, page: positiveInt(get('page')) ?? 1 };
}

function rangeText(value: NumberRange): string {
  return `${value[0]},${value[1]}`;
}

/** The set filters as name -> wire text (lists comma separated, ranges 'min,max'). */
export function filterValues(state: FilterState): Partial<Record<FilterParam, string>> {
  const out: Partial<Record<FilterParam, string>> = {};
  if (state.offer_type) out.offer_type = state.offer_type;
  if (state.location_id !== null) out.location_id = String(state.location_id);
  if (state.property_type.length) out.property_type = state.property_type.join(',');
  if (state.bedrooms.length) out.bedrooms = state.bedrooms.join(',');
  if (state.bathrooms.length) out.bathrooms = state.bathrooms.join(',');
  if (state.area_filter) out.area_filter = rangeText(state.area_filter);
  if (state.price_range) out.price_range = rangeText(state.price_range);
  if (state.rental_type) out.rental_type = state.rental_type;
  if (state.property_stage) out.property_stage = state.property_stage;
  if (state.furniture) out.furniture = state.furniture;
  if (state.amenities_filter.length) out.amenities_filter = state.amenities_filter.join(',');
  if (state.developer_id !== null) out.developer_id = String(state.developer_id);
  if (state.project_id !== null) out.project_id = String(state.project_id);
  return out;
}

/** Ordered name/value pairs of the page URL; defaults (list view, page 1) are left out. */
export function filterQueryEntries(state: FilterState, page = 1): [string, string][] {
  const entries: [string, string][] = Object.entries(filterValues(state)).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (state.buildings.length) entries.push(['buildings', state.buildings.join(',')]);
  if (state.sort) entries.push(['sort', state.sort]);
  if (state.view !== 'list') entries.push(['view', state.view]);
  if (page > 1) entries.push(['page', String(page)]);
  return entries;
}

/**
 * 'offer_type=Sale&property_type=Villa,Apartment' (no leading '?'). Commas stay readable: they
 * are legal in a query and the SPEC's links are written that way.
 */
export function toFilterQuery(state: FilterState, page = 1): string {
  return filterQueryEntries(state, page)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`)
    .join('&');
}

/** '/properties?…' or '/properties' when nothing is set. */
export function filtersHref(state: FilterState, page = 1, path = '/properties'): string {
  const query = toFilterQuery(state, page);
  return query ? `${path}?${query}` : path;
}

export interface ApiParamOptions {
  page?: number;
  perPage?: number;
  currency?: Currency | null;
}

/** Query of GET /api/properties (and the other listing endpoints): filter[name]=value, sort, page, per_page, currency. */
export function toApiParams(
  state: FilterState,
  { page = 1, perPage = PAGE_SIZES.properties, currency }: ApiParamOptions = {},
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filterValues(state))) {
    if (value !== undefined) params[`filter[${name}]`] = value;
  }
  if (state.sort) params.sort = state.sort;
  params.page = String(Math.max(1, Math.floor(page)));
  params.per_page = String(perPage);
  if (currency) params.currency = currency;
  return params;
}
