import {
  FURNITURE,
  OFFER_TYPES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  isOneOf,
  type Furniture,
  type OfferType,
  type PropertyStage,
  type PropertyType,
  type RentalType,
} from './enums';

/**
 * `filter[...]` query parameters of the listing endpoints, parsed into typed values. Fastify's
 * query parser keeps `filter[x]` as a flat key, so the schema declares the bracket keys as
 * strings and this module turns them into numbers, lists and ranges, reporting every bad key
 * under its own name (the browser shows errors next to the control that sent it).
 */

export interface ListingFilters {
  offerType?: OfferType;
  locationIds?: number[];
  propertyTypes?: PropertyType[];
  /** The value 7 means "7 or more" (SPEC: options 1 to 7). */
  bedrooms?: number[];
  bathrooms?: number[];
  area?: Range;
  /** In the currency of the request, converted to THB by the query builder. */
  priceRange?: Range;
  rentalType?: RentalType;
  propertyStages?: PropertyStage[];
  furniture?: Furniture[];
  /** A listing must have every one of these. */
  amenityIds?: number[];
  developerId?: number;
  projectId?: number;
  userId?: number;
}

export interface Range {
  min: number;
  max: number;
}

/** The filter keys the listing endpoints understand, as they appear in the query string. */
export const FILTER_KEYS = [
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
  'user_id',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * Keys the browser's filter state also carries (SPEC: "plus view, sort and buildings"); they
 * shape the page, not the result set, so they are accepted and ignored.
 */
export const IGNORED_FILTER_KEYS = ['view', 'sort', 'buildings'] as const;

export type FieldErrors = Record<string, string[]>;

export interface ParsedFilters {
  filters: ListingFilters;
  errors: FieldErrors;
}

const MAX_ID = 2_147_483_647;
const MAX_LIST = 50;

function key(name: string): string {
  return `filter[${name}]`;
}

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : null;
}

function parseNumber(raw: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

type Raw = Readonly<Record<string, unknown>>;

/** Reads one filter as text; an empty value counts as "not set" (the filters bar sends those). */
function text(query: Raw, name: string, errors: FieldErrors): string | undefined {
  const value = query[key(name)];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    errors[key(name)] = [`The ${name.replace(/_/g, ' ')} filter must be given once.`];
    return undefined;
  }
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function fail(errors: FieldErrors, name: string, message: string): undefined {
  (errors[key(name)] ??= []).push(message);
  return undefined;
}

function idList(query: Raw, name: string, errors: FieldErrors): number[] | undefined {
  const raw = text(query, name, errors);
  if (raw === undefined) return undefined;
  const parts = splitList(raw);
  if (parts.length > MAX_LIST)
    return fail(errors, name, `The ${name.replace(/_/g, ' ')} filter lists too many ids.`);
  const ids: number[] = [];
  for (const part of parts) {
    const id = parseId(part);
    if (id === null)
      return fail(errors, name, `The ${name.replace(/_/g, ' ')} filter must be a list of ids.`);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > 0 ? ids : undefined;
}

function singleId(query: Raw, name: string, errors: FieldErrors): number | undefined {
  const raw = text(query, name, errors);
  if (raw === undefined) return undefined;
  const id = parseId(raw);
  return id === null
    ? fail(errors, name, `The ${name.replace(/_/g, ' ')} filter must be an id.`)
    : id;
}

function enumList<T extends string>(
  query: Raw,
  name: string,
  allowed: readonly T[],
  errors: FieldErrors,
): T[] | undefined {
  const raw = text(query, name, errors);
  if (raw === undefined) return undefined;
  const out: T[] = [];
  for (const part of splitList(raw)) {
    if (!isOneOf(allowed, part)) {
      return fail(
        errors,
        name,
        `The selected ${name.replace(/_/g, ' ')} is invalid. Allowed: ${allowed.join(', ')}.`,
      );
    }
    if (!out.includes(part)) out.push(part);
  }
  return out.length > 0 ? out : undefined;
}

function singleEnum<T extends string>(
  query: Raw,
  name: string,
  allowed: readonly T[],
  errors: FieldErrors,
): T | undefined {
  const raw = text(query, name, errors);
  if (raw === undefined) return undefined;
  return isOneOf(allowed, raw)
    ? raw
    : fail(
        errors,
        name,
        `The selected ${name.replace(/_/g, ' ')} is invalid. Allowed: ${allowed.join(', ')}.`,
      );
}

function roomList(query: Raw, name: string, errors: FieldErrors): number[] | undefined {
  const raw = text(query, name, errors);
  if (raw === undefined) return undefined;
  const out: number[] = [];
  for (const part of splitList(raw)) {
    // "7+" is how the option is labelled; accept it as 7.
    const n = /^\d$/.test(part.replace(/\+$/, '')) ? Number(part.replace(/\+$/, '')) : NaN;
    if (!Number.isInteger(n) || n < 0 || n > 7) {
      return fail(errors, name, `The ${name} filter must be a list of numbers from 0 to 7.`);
    }
    if (!out.includes(n)) out.push(n);
  }
  return out.length > 0 ? out.sort((a, b) => a - b) : undefined;
}

function range(
  query: Raw,
  name: string,
  label: string,
  limit: number,
  errors: FieldErrors,
): Range | undefined {
  const raw = text(query, name, errors);
  if (raw === undefined) return undefined;
  const parts = raw.split(',').map((s) => s.trim());
  const message = `The ${label} filter must be "min,max" with 0 <= min <= max <= ${limit}.`;
  if (parts.length !== 2) return fail(errors, name, message);
  const min = parseNumber(parts[0] ?? '');
  const max = parseNumber(parts[1] ?? '');
  if (min === null || max === null || min > max || max > limit) return fail(errors, name, message);
  return { min, max };
}

/** Upper bounds of the range sliders (SPEC §5), with headroom for hand-written URLs. */
export const AREA_LIMIT = 1_000_000;
export const PRICE_LIMIT = 1e12;

export function parseListingFilters(query: Raw): ParsedFilters {
  const errors: FieldErrors = {};
  const filters: ListingFilters = {};
  // "All" is the filters bar's radio for "no offer type"; it is not a value of the enumeration.
  const offerRaw = text(query, 'offer_type', errors);
  if (offerRaw !== undefined && offerRaw.toLowerCase() !== 'all') {
    if (isOneOf(OFFER_TYPES, offerRaw)) filters.offerType = offerRaw;
    else
      fail(
        errors,
        'offer_type',
        `The selected offer type is invalid. Allowed: ${OFFER_TYPES.join(', ')}.`,
      );
  }
  const set = <K extends keyof ListingFilters>(k: K, v: ListingFilters[K] | undefined) => {
    if (v !== undefined) filters[k] = v;
  };
  set('locationIds', idList(query, 'location_id', errors));
  set('propertyTypes', enumList(query, 'property_type', PROPERTY_TYPES, errors));
  set('bedrooms', roomList(query, 'bedrooms', errors));
  set('bathrooms', roomList(query, 'bathrooms', errors));
  set('area', range(query, 'area_filter', 'area', AREA_LIMIT, errors));
  set('priceRange', range(query, 'price_range', 'price', PRICE_LIMIT, errors));
  set('rentalType', singleEnum(query, 'rental_type', RENTAL_TYPES, errors));
  set('propertyStages', enumList(query, 'property_stage', PROPERTY_STAGES, errors));
  set('furniture', enumList(query, 'furniture', FURNITURE, errors));
  set('amenityIds', idList(query, 'amenities_filter', errors));
  set('developerId', singleId(query, 'developer_id', errors));
  set('projectId', singleId(query, 'project_id', errors));
  set('userId', singleId(query, 'user_id', errors));
  return { filters, errors };
}
