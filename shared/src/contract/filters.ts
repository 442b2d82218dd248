// The listing filters on the wire, one codec for both sides: the /properties URL and the
// `filter[...]` query of the listing endpoints carry the same texts. The browser reads a URL
// leniently (a hand-edited link loses only what is malformed); the API reads the same texts
// strictly and answers every malformed key with a field error. Pure functions, no DOM.
import {
  CURRENCIES,
  FURNITURE,
  LISTING_VIEWS,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  SEARCH_TEXT_MAX,
  SORT_KEYS,
  type Currency,
  type Furniture,
  type ListingView,
  type OfferType,
  type PropertyStage,
  type PropertyType,
  type RentalType,
  type SortKey,
} from './enums';
import type { ListingQueryParams } from './catalog';
import { TENURE_FILTERS, type TenureFilter } from './tenure-rules';
import { ID_MAX_VALUE, PAGE_MAX, PAGE_SIZES } from './limits';

/** Names of the URL query parameters and of `filter[...]` keys (docs/product-rules.md §2, §7). */
export const FILTER_PARAMS = [
  'offer_type',
  'location_id',
  'property_type',
  'bedrooms',
  'bathrooms',
  'area_filter',
  'price_range',
  // The currency price_range is written in (THB, USD or EUR). Without it the range is read in
  // the request's display currency, as links written before it existed meant.
  'price_currency',
  'rental_type',
  'property_stage',
  'furniture',
  'amenities_filter',
  'developer_id',
  'project_id',
  // How a foreigner can hold it (tenure-rules.ts), "Foreign freehold" included.
  'tenure',
  // "Recently reduced": the asking price is at least 1 % lower than 30 days ago
  // (price-history-rules.ts); written `reduced=true`.
  'reduced',
  // Words typed into the location search without choosing a suggestion: matched against the
  // listing's title, address and area name (accents and case ignored).
  'search',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** Every `filter[...]` key the listing endpoints understand: the URL's plus the agent's id. */
export const FILTER_KEYS = [...FILTER_PARAMS, 'user_id'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * Keys the browser's filter state also carries (docs/product-rules.md §3: view, sort and buildings); they
 * shape the page, not the result set, so the API accepts and ignores them.
 */
export const IGNORED_FILTER_KEYS = ['view', 'sort', 'buildings'] as const;

/** Bedrooms and bathrooms options (docs/product-rules.md §5); the last one means "7 or more". */
export const ROOM_MIN = 1;
export const ROOM_MAX = 7;
export const ROOM_OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
/**
 * Bedrooms also offer Studio before 1 (Phuket condos are often studios): a studio is a
 * listing with 0 bedrooms, sent as bedrooms=0. Bathrooms keep 1 to 7 (docs/product-rules.md §5).
 */
export const STUDIO_BEDROOMS = 0;
export const BEDROOM_MIN = STUDIO_BEDROOMS;
export const BEDROOM_OPTIONS = [STUDIO_BEDROOMS, ...ROOM_OPTIONS] as const;
export const STUDIO_LABEL = 'Studio';

/** Range sliders of docs/product-rules.md §5. */
export const AREA_MIN = 0;
export const AREA_MAX = 100_000;
export const AREA_STEP = 10;
export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000_000;
/** Fine enough for monthly rents, coarse enough for a 0..1e9 slider. */
export const PRICE_STEP = 1_000;

/** Upper bounds a range filter may name: the sliders' ends, with headroom for hand-written URLs. */
export const AREA_LIMIT = 1_000_000;
export const PRICE_LIMIT = 1e12;

/** At most this many ids in one list filter. */
export const FILTER_LIST_MAX = 50;

/** Inclusive [min, max]. */
export type NumberRange = readonly [number, number];

/**
 * The filters of docs/product-rules.md §3 "Filter state" as values: `null` / empty list means "not filtered";
 * offer_type null is "All". Lists keep the order they were given in, rooms ascending.
 */
export interface FilterValues {
  offer_type: OfferType | null;
  location_id: number[];
  property_type: PropertyType[];
  bedrooms: number[];
  bathrooms: number[];
  area_filter: NumberRange | null;
  price_range: NumberRange | null;
  /** What price_range is written in; null: the display currency of whoever reads it. */
  price_currency: Currency | null;
  rental_type: RentalType | null;
  property_stage: PropertyStage[];
  furniture: Furniture[];
  amenities_filter: number[];
  developer_id: number | null;
  project_id: number | null;
  tenure: TenureFilter | null;
  /** Only listings whose price was cut in the last 30 days; false: not filtered. */
  reduced: boolean;
  /** Free text searched in title, address and area name; null: not filtered. */
  search: string | null;
}

/** docs/product-rules.md §3 "Filter state": the filters plus view, sort and buildings. */
export interface FilterState extends FilterValues {
  view: ListingView;
  sort: SortKey | null;
  /** Building (project) ids picked on the map; survives Reset Filters like view and sort. */
  buildings: number[];
}

/** What the API reads from `filter[...]`: the URL's filters plus the agent (`user_id`). */
export interface ApiFilterValues extends FilterValues {
  user_id: number | null;
}

export function emptyFilterValues(): FilterValues {
  return {
    offer_type: null,
    location_id: [],
    property_type: [],
    bedrooms: [],
    bathrooms: [],
    area_filter: null,
    price_range: null,
    price_currency: null,
    rental_type: null,
    property_stage: [],
    furniture: [],
    amenities_filter: [],
    developer_id: null,
    project_id: null,
    tenure: null,
    reduced: false,
    search: null,
  };
}

export function emptyFilters(): FilterState {
  return { ...emptyFilterValues(), view: 'list', sort: null, buildings: [] };
}

// ---------------------------------------------------------------------------------------------
// Reading one value. Strict: any bad part fails the whole key with the message the API sends.
// Lenient: bad parts are dropped and enum spelling is forgiven (the URL is typed by people).

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const bad = <T>(message: string): Outcome<T> => ({ ok: false, message });

const label = (name: string) => name.replace(/_/g, ' ');

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** A database id: 1..2^31-1 written as plain digits. */
export function parseId(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= ID_MAX_VALUE ? n : null;
}

function parseAmount(raw: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

function enumValue<T extends string>(
  values: readonly T[],
  raw: string,
  lenient: boolean,
): T | null {
  const exact = values.find((value) => value === raw);
  if (exact !== undefined || !lenient) return exact ?? null;
  const wanted = raw.toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? null;
}

function enumMessage(name: string, allowed: readonly string[]): string {
  return `The selected ${label(name)} is invalid. Allowed: ${allowed.join(', ')}.`;
}

function idList(name: string, raw: string, lenient: boolean): Outcome<number[]> {
  const parts = splitList(raw);
  if (parts.length > FILTER_LIST_MAX && !lenient) {
    return bad(`The ${label(name)} filter lists too many ids.`);
  }
  const ids: number[] = [];
  for (const part of parts) {
    const id = parseId(part);
    if (id === null) {
      if (lenient) continue;
      return bad(`The ${label(name)} filter must be a list of ids.`);
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ok(ids.slice(0, FILTER_LIST_MAX));
}

function singleId(name: string, raw: string): Outcome<number | null> {
  const id = parseId(raw);
  return id === null ? bad(`The ${label(name)} filter must be an id.`) : ok(id);
}

function enumList<T extends string>(
  name: string,
  allowed: readonly T[],
  raw: string,
  lenient: boolean,
): Outcome<T[]> {
  const out: T[] = [];
  for (const part of splitList(raw)) {
    const value = enumValue(allowed, part, lenient);
    if (value === null) {
      if (lenient) continue;
      return bad(enumMessage(name, allowed));
    }
    if (!out.includes(value)) out.push(value);
  }
  return ok(out);
}

function singleEnum<T extends string>(
  name: string,
  allowed: readonly T[],
  raw: string,
  lenient: boolean,
): Outcome<T | null> {
  const value = enumValue(allowed, raw, lenient);
  return value === null ? bad(enumMessage(name, allowed)) : ok(value);
}

export const ROOMS_MESSAGE = (name: string) =>
  name === 'bedrooms'
    ? `The bedrooms filter must be a list of numbers from ${BEDROOM_MIN} (studio) to ${ROOM_MAX}.`
    : `The ${name} filter must be a list of numbers from ${ROOM_MIN} to ${ROOM_MAX}.`;

function roomList(name: string, raw: string, lenient: boolean): Outcome<number[]> {
  const min = name === 'bedrooms' ? BEDROOM_MIN : ROOM_MIN;
  const out: number[] = [];
  for (const part of splitList(raw)) {
    // "7+" is how the last option is labelled; accept it as 7, and "studio" as 0 bedrooms.
    const digits =
      min === STUDIO_BEDROOMS && part.toLowerCase() === 'studio'
        ? String(STUDIO_BEDROOMS)
        : part.replace(/\+$/, '');
    const n = /^\d{1,2}$/.test(digits) ? Number(digits) : Number.NaN;
    if (!(n >= min && n <= ROOM_MAX)) {
      if (lenient) continue;
      return bad(ROOMS_MESSAGE(name));
    }
    if (!out.includes(n)) out.push(n);
  }
  return ok(out.sort((a, b) => a - b));
}

export const RANGE_MESSAGE = (what: string, limit: number) =>
  `The ${what} filter must be "min,max" with 0 <= min <= max <= ${limit}.`;

function range(
  what: string,
  limit: number,
  raw: string,
  lenient: boolean,
): Outcome<NumberRange | null> {
  const parts = raw.split(',').map((s) => s.trim());
  const message = RANGE_MESSAGE(what, limit);
  if (parts.length !== 2) return bad(message);
  let min = parseAmount(parts[0] ?? '');
  let max = parseAmount(parts[1] ?? '');
  if (min === null || max === null) return bad(message);
  // A link with the ends swapped still means the same range to a reader.
  if (lenient && min > max) [min, max] = [max, min];
  if (min > max || max > limit) return bad(message);
  return ok([min, max]);
}

export const SEARCH_MESSAGE = `The search filter may be at most ${SEARCH_TEXT_MAX} characters.`;

/** Free text: spaces collapsed; a link with a longer text keeps its first SEARCH_TEXT_MAX. */
function searchText(raw: string, lenient: boolean): Outcome<string | null> {
  const text = raw.replace(/\s+/g, ' ');
  if (text.length <= SEARCH_TEXT_MAX) return ok(text);
  return lenient ? ok(text.slice(0, SEARCH_TEXT_MAX).trim()) : bad(SEARCH_MESSAGE);
}

/** A filter that is on or absent: `true` (a link may also say 1 or yes); off is no key at all. */
function yesOnly(name: string, raw: string, lenient: boolean): Outcome<boolean> {
  if (raw === 'true') return ok(true);
  if (lenient) return ok(['1', 'yes'].includes(raw.toLowerCase()));
  return bad(`The ${label(name)} filter must be true, or left out.`);
}

/** Reads the wire text of one filter; `raw` is trimmed and not empty. */
export function parseFilterValue<K extends FilterKey>(
  name: K,
  raw: string,
  lenient = false,
): Outcome<ApiFilterValues[K]> {
  type Out = Outcome<ApiFilterValues[K]>;
  switch (name) {
    case 'offer_type':
      // "All" is the filters bar's radio for "no offer type"; not a value of the enumeration.
      if (raw.toLowerCase() === 'all') return ok(null) as Out;
      return singleEnum(name, OFFER_TYPES, raw, lenient) as Out;
    case 'location_id':
    case 'amenities_filter':
      return idList(name, raw, lenient) as Out;
    case 'property_type':
      return enumList(name, PROPERTY_TYPES, raw, lenient) as Out;
    case 'bedrooms':
    case 'bathrooms':
      return roomList(name, raw, lenient) as Out;
    case 'area_filter':
      return range('area', AREA_LIMIT, raw, lenient) as Out;
    case 'price_range':
      return range('price', PRICE_LIMIT, raw, lenient) as Out;
    case 'price_currency':
      return singleEnum(name, CURRENCIES, raw, lenient) as Out;
    case 'rental_type':
      return singleEnum(name, RENTAL_TYPES, raw, lenient) as Out;
    case 'property_stage':
      return enumList(name, PROPERTY_STAGES, raw, lenient) as Out;
    case 'furniture':
      return enumList(name, FURNITURE, raw, lenient) as Out;
    case 'tenure':
      return singleEnum(name, TENURE_FILTERS, raw, lenient) as Out;
    case 'reduced':
      return yesOnly(name, raw, lenient) as Out;
    case 'search':
      return searchText(raw, lenient) as Out;
    default:
      return singleId(name, raw) as Out;
  }
}

export type FieldErrors = Record<string, string[]>;

export interface ParsedApiFilters {
  filters: ApiFilterValues;
  /** Keyed `filter[name]`, as the query spells the field. */
  errors: FieldErrors;
}

/**
 * The API's reading of `filter[...]`. Fastify keeps `filter[x]` as a flat key; a key given
 * twice arrives as an array and is refused. An empty value means "not set" (the filters bar
 * sends those).
 */
export function parseApiFilters(query: Readonly<Record<string, unknown>>): ParsedApiFilters {
  const filters: ApiFilterValues = { ...emptyFilterValues(), user_id: null };
  const errors: FieldErrors = {};
  for (const name of FILTER_KEYS) {
    const key = `filter[${name}]`;
    const value = query[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      errors[key] = [`The ${label(name)} filter must be given once.`];
      continue;
    }
    const raw = value.trim();
    if (raw === '') continue;
    const outcome = parseFilterValue(name, raw);
    if (outcome.ok) (filters as unknown as Record<string, unknown>)[name] = outcome.value;
    else errors[key] = [outcome.message];
  }
  return { filters, errors };
}

// ---------------------------------------------------------------------------------------------
// The /properties URL.

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

export interface ParsedFilterQuery {
  filters: FilterState;
  page: number;
}

/** Reads /properties?… into a filter state; anything unknown or malformed is dropped. */
export function parseFilterQuery(input: QueryInput): ParsedFilterQuery {
  const params = toSearchParams(input);
  const get = (name: string): string | null => {
    const value = params.get(name)?.trim();
    return value === undefined || value === '' ? null : value;
  };
  const filters = emptyFilters();
  for (const name of FILTER_PARAMS) {
    const raw = get(name);
    if (raw === null) continue;
    const outcome = parseFilterValue(name, raw, true);
    if (outcome.ok) (filters as unknown as Record<string, unknown>)[name] = outcome.value;
  }
  const view = get('view');
  const sort = get('sort');
  const buildings = get('buildings');
  filters.view = (view === null ? null : enumValue(LISTING_VIEWS, view, true)) ?? 'list';
  filters.sort = sort === null ? null : enumValue(SORT_KEYS, sort, true);
  filters.buildings = buildings === null ? [] : idListLenient(buildings);
  return { filters, page: parsePage(get('page')) };
}

/** A page number the API accepts (1..PAGE_MAX), else the first page: the API refuses more. */
export function parsePage(raw: string | null | undefined): number {
  const page = raw == null ? null : parseId(raw);
  return page !== null && page <= PAGE_MAX ? page : 1;
}

function idListLenient(raw: string): number[] {
  const outcome = idList('buildings', raw, true);
  return outcome.ok ? outcome.value : [];
}

function rangeText(value: NumberRange): string {
  return `${value[0]},${value[1]}`;
}

/** The set filters as name -> wire text (lists comma separated, ranges 'min,max'). */
export function filterValues(state: FilterValues): Partial<Record<FilterParam, string>> {
  const out: Partial<Record<FilterParam, string>> = {};
  if (state.offer_type) out.offer_type = state.offer_type;
  if (state.location_id.length) out.location_id = state.location_id.join(',');
  if (state.property_type.length) out.property_type = state.property_type.join(',');
  if (state.bedrooms.length) out.bedrooms = state.bedrooms.join(',');
  if (state.bathrooms.length) out.bathrooms = state.bathrooms.join(',');
  if (state.area_filter) out.area_filter = rangeText(state.area_filter);
  if (state.price_range) out.price_range = rangeText(state.price_range);
  // A currency without a range filters nothing: left out so equal searches have equal URLs.
  if (state.price_range && state.price_currency) out.price_currency = state.price_currency;
  if (state.rental_type) out.rental_type = state.rental_type;
  if (state.property_stage.length) out.property_stage = state.property_stage.join(',');
  if (state.furniture.length) out.furniture = state.furniture.join(',');
  if (state.amenities_filter.length) out.amenities_filter = state.amenities_filter.join(',');
  if (state.developer_id !== null) out.developer_id = String(state.developer_id);
  if (state.project_id !== null) out.project_id = String(state.project_id);
  if (state.tenure) out.tenure = state.tenure;
  if (state.reduced) out.reduced = 'true';
  if (state.search) out.search = state.search;
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
 * are legal in a query and the header's links are written that way (docs/product-rules.md §2).
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
): ListingQueryParams {
  const params: ListingQueryParams = {};
  for (const name of FILTER_PARAMS) {
    const value = filterValues(state)[name];
    if (value !== undefined) params[`filter[${name}]`] = value;
  }
  if (state.sort) params.sort = state.sort;
  params.page = String(Math.max(1, Math.floor(page)));
  params.per_page = String(perPage);
  if (currency) params.currency = currency;
  return params;
}

// ---------------------------------------------------------------------------------------------
// Sorting rents. A Short-term rent is priced per day (the card says "Daily") and a Long-term
// one per month ("Monthly"): sorting them by the bare figure put ฿1,000/day before every
// monthly rent. The price sort orders rents by what a month costs instead.

/** Days a month counts when a daily rent is compared with monthly ones. */
export const DAYS_PER_MONTH = 30;

/** What one month at a listing's price costs, in the price's units; sale prices stay as they are. */
export function monthlyEquivalent(
  price: number,
  offerType: string | null,
  rentalType: string | null,
): number {
  return offerType === 'Rent' && rentalType === 'Short-term' ? price * DAYS_PER_MONTH : price;
}
