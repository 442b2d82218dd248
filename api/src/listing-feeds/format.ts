import {
  CURRENCIES,
  FURNITURE,
  LEASEHOLD_YEARS_MAX,
  LISTING_ADDRESS_MAX,
  LISTING_AREA_MAX,
  LISTING_DESCRIPTION_MAX,
  LISTING_DISCOUNT_MAX,
  LISTING_MAX_PHOTOS,
  LISTING_MIN_PHOTOS,
  LISTING_PRICE_MAX,
  LISTING_ROOMS_MAX,
  LISTING_TITLE_MAX,
  LOCALES,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  TENURES,
  isOneOf,
  type Currency,
  type Furniture,
  type Locale,
  type OfferType,
  type PropertyStage,
  type PropertyType,
  type RentalType,
  type Tenure,
} from '@phuket/shared/contract';

/*
 * The feed format (docs/feed-format.md): one listing per CSV/XLSX row or XML <property>, read
 * into the same flat record (`RawRecord`) whatever the file, then checked here into a
 * `FeedListing` or refused with the column and the reason. Pure: no database, no clock.
 */

/** Photo URLs and features in one CSV/XLSX cell are separated by this (a URL encodes it). */
export const LIST_SEPARATOR = '|';

/** Longest agency reference kept (Kyero's own limit is 50). */
export const REF_MAX = 64;

/** The CSV/XLSX columns, in the template's order (XML: docs/feed-format.md). */
export const FEED_COLUMNS = [
  'ref',
  'date',
  'price',
  'currency',
  'price_freq',
  'type',
  'town',
  'province',
  'address',
  'latitude',
  'longitude',
  'beds',
  'baths',
  'pool',
  'built',
  'plot',
  'energy_rating',
  'url',
  'language',
  ...LOCALES.map((l) => `title_${l}` as const),
  ...LOCALES.map((l) => `desc_${l}` as const),
  'features',
  'images',
  'tenure',
  'leasehold_years',
  'foreign_quota',
  'rental_type',
  'property_stage',
  'new_build',
  'furniture',
  'discount',
] as const;
export type FeedColumn = (typeof FEED_COLUMNS)[number];

/** One listing as a file gives it: text cells by column, the two lists already split. */
export interface RawRecord {
  /** 1-based: the data row of a CSV/XLSX (the header is row 0), the <property> of an XML. */
  row: number;
  cells: Partial<Record<FeedColumn, string>>;
  features: string[];
  images: string[];
}

/** Why a row is not imported: the column (as the file names it) and the reason. */
export interface Refusal {
  row: number;
  ref: string | null;
  field: string;
  reason: string;
}

/** A row that passed every check of the format (the database's checks come later: plan.ts). */
export interface FeedListing {
  row: number;
  ref: string;
  offerType: OfferType;
  rentalType: RentalType | null;
  price: number;
  currency: Currency;
  propertyType: PropertyType;
  propertyStage: PropertyStage | null;
  town: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** Built area in sq.m; for a land plot, the plot. */
  area: number | null;
  pool: boolean;
  features: string[];
  images: string[];
  /** The language of `title` and `description`; the others are translations. */
  language: Locale;
  title: string;
  description: string | null;
  translations: Partial<Record<Locale, { title: string; description: string | null }>>;
  tenure: Tenure | null;
  leaseholdYears: number | null;
  foreignQuota: boolean | null;
  furniture: Furniture | null;
  discount: number | null;
}

export type ReadResult = { listing: FeedListing } | { refusal: Refusal };

/** The words other portals use for a property type, to ours (lower case). */
const TYPE_WORDS: Record<string, PropertyType> = {
  apartment: 'Apartment',
  flat: 'Apartment',
  condo: 'Apartment',
  condominium: 'Apartment',
  studio: 'Apartment',
  villa: 'Villa',
  house: 'Villa',
  'detached house': 'Villa',
  bungalow: 'Villa',
  townhouse: 'Townhouse',
  'town house': 'Townhouse',
  penthouse: 'Penthouse',
  commercial: 'Commercial',
  shop: 'Commercial',
  office: 'Commercial',
  restaurant: 'Commercial',
  building: 'Building',
  'hotel apartment': 'Hotel apartment',
  'serviced apartment': 'Hotel apartment',
  hotel: 'Building',
  land: 'Land plot',
  plot: 'Land plot',
  'land plot': 'Land plot',
};

/** Kyero's price_freq, to our offer type and rental type. */
const PRICE_FREQ: Record<string, { offerType: OfferType; rentalType: RentalType | null }> = {
  sale: { offerType: 'Sale', rentalType: null },
  month: { offerType: 'Rent', rentalType: 'Long-term' },
  night: { offerType: 'Rent', rentalType: 'Short-term' },
  day: { offerType: 'Rent', rentalType: 'Short-term' },
};

export const REASONS = {
  required: 'Required.',
  notNumber: 'Not a number.',
  notWholeNumber: 'Not a whole number.',
  tooLong: (max: number) => `Longer than ${max} characters.`,
  outOfRange: (min: number, max: number) => `Must be between ${min} and ${max}.`,
  oneOf: (list: readonly string[]) => `Must be one of: ${list.join(', ')}.`,
  notYesNo: 'Must be 1 or 0 (yes/no, true/false).',
  weekly: 'Weekly prices are not listed here: give a monthly (month) or nightly (night) price.',
  rentalTypeDisagrees: 'Disagrees with price_freq (month is Long-term, night is Short-term).',
  tooFewPhotos: `At least ${LISTING_MIN_PHOTOS} photos are needed to publish a listing.`,
  tooManyPhotos: `At most ${LISTING_MAX_PHOTOS} photos per listing.`,
  badPhotoUrl: (url: string) => `Not an http(s) URL: ${url.slice(0, 100)}`,
  samePhotoTwice: (url: string) => `The same photo URL twice: ${url.slice(0, 100)}`,
  titleNeeded: (lang: string) => `A listing written in ${lang} needs its title in ${lang}.`,
  translationTitleNeeded: (lang: string) => `The ${lang} description needs a ${lang} title.`,
  duplicateRef: (row: number) => `The same ref as row ${row}.`,
  latLngTogether: 'Give both latitude and longitude, or neither.',
} as const;

class RowError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const cellOf = (record: RawRecord, column: FeedColumn): string | null => {
  const value = record.cells[column]?.trim();
  return value === undefined || value === '' ? null : value;
};

function required(record: RawRecord, column: FeedColumn): string {
  const value = cellOf(record, column);
  if (value === null) throw new RowError(column, REASONS.required);
  return value;
}

function text(record: RawRecord, column: FeedColumn, max: number): string | null {
  const value = cellOf(record, column);
  if (value !== null && value.length > max) throw new RowError(column, REASONS.tooLong(max));
  return value;
}

function numberIn(
  record: RawRecord,
  column: FeedColumn,
  min: number,
  max: number,
  whole = false,
): number | null {
  const value = cellOf(record, column);
  if (value === null) return null;
  // A thousands separator or a space is how spreadsheets show big prices: "12,500,000".
  const n = Number(value.replace(/[\s,_]/g, ''));
  if (!Number.isFinite(n)) throw new RowError(column, REASONS.notNumber);
  if (whole && !Number.isInteger(n)) throw new RowError(column, REASONS.notWholeNumber);
  if (n < min || n > max) throw new RowError(column, REASONS.outOfRange(min, max));
  return n;
}

function yesNo(record: RawRecord, column: FeedColumn): boolean | null {
  const value = cellOf(record, column)?.toLowerCase() ?? null;
  if (value === null) return null;
  if (['1', 'true', 'yes', 'y'].includes(value)) return true;
  if (['0', 'false', 'no', 'n'].includes(value)) return false;
  throw new RowError(column, REASONS.notYesNo);
}

/** A closed list, matched without regard to case ("leasehold" is Leasehold). */
function oneOf<T extends string>(
  record: RawRecord,
  column: FeedColumn,
  list: readonly T[],
): T | null {
  const value = cellOf(record, column);
  if (value === null) return null;
  const found = list.find((item) => item.toLowerCase() === value.toLowerCase());
  if (found === undefined) throw new RowError(column, REASONS.oneOf(list));
  return found;
}

function propertyTypeOf(record: RawRecord): PropertyType {
  const value = required(record, 'type');
  const found =
    PROPERTY_TYPES.find((t) => t.toLowerCase() === value.toLowerCase()) ??
    TYPE_WORDS[value.toLowerCase()];
  if (found === undefined) throw new RowError('type', REASONS.oneOf(PROPERTY_TYPES));
  return found;
}

function offerOf(record: RawRecord): { offerType: OfferType; rentalType: RentalType | null } {
  const freq = (cellOf(record, 'price_freq') ?? 'sale').toLowerCase();
  if (freq === 'week') throw new RowError('price_freq', REASONS.weekly);
  const offer = PRICE_FREQ[freq];
  if (offer === undefined) throw new RowError('price_freq', REASONS.oneOf(Object.keys(PRICE_FREQ)));
  const stated = oneOf(record, 'rental_type', ['Long-term', 'Short-term'] as const);
  if (stated !== null && stated !== offer.rentalType) {
    throw new RowError('rental_type', REASONS.rentalTypeDisagrees);
  }
  return offer;
}

function imagesOf(record: RawRecord): string[] {
  const images = record.images.map((url) => url.trim()).filter((url) => url !== '');
  const seen = new Set<string>();
  for (const url of images) {
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
      throw new RowError('images', REASONS.badPhotoUrl(url));
    }
    if (seen.has(url)) throw new RowError('images', REASONS.samePhotoTwice(url));
    seen.add(url);
  }
  if (images.length < LISTING_MIN_PHOTOS) throw new RowError('images', REASONS.tooFewPhotos);
  if (images.length > LISTING_MAX_PHOTOS) throw new RowError('images', REASONS.tooManyPhotos);
  return images;
}

/** A title when the feed gives none (Kyero has no title element): "3-bedroom Villa in Rawai". */
export function generatedTitle(type: PropertyType, beds: number | null, town: string): string {
  const rooms = beds !== null && beds > 0 && type !== 'Land plot' ? `${beds}-bedroom ` : '';
  return `${rooms}${type} in ${town}`.slice(0, LISTING_TITLE_MAX);
}

function texts(
  record: RawRecord,
  type: PropertyType,
  beds: number | null,
  town: string,
): Pick<FeedListing, 'language' | 'title' | 'description' | 'translations'> {
  const titles: Partial<Record<Locale, string>> = {};
  const descriptions: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const title = text(record, `title_${locale}`, LISTING_TITLE_MAX);
    if (title !== null) titles[locale] = title;
    const description = text(record, `desc_${locale}`, LISTING_DESCRIPTION_MAX);
    if (description !== null) descriptions[locale] = description;
  }
  const written = LOCALES.filter((l) => titles[l] !== undefined || descriptions[l] !== undefined);
  const language =
    oneOf(record, 'language', LOCALES) ?? (written.includes('en') ? 'en' : (written[0] ?? 'en'));
  let title = titles[language];
  if (title === undefined) {
    if (language !== 'en') throw new RowError(`title_${language}`, REASONS.titleNeeded(language));
    title = generatedTitle(type, beds, town);
  }
  const translations: FeedListing['translations'] = {};
  for (const locale of written) {
    if (locale === language) continue;
    const translated = titles[locale];
    if (translated === undefined) {
      throw new RowError(`title_${locale}`, REASONS.translationTitleNeeded(locale));
    }
    translations[locale] = { title: translated, description: descriptions[locale] ?? null };
  }
  return { language, title, description: descriptions[language] ?? null, translations };
}

function readOne(record: RawRecord): FeedListing {
  const ref = required(record, 'ref');
  if (ref.length > REF_MAX) throw new RowError('ref', REASONS.tooLong(REF_MAX));
  const price = numberIn(record, 'price', 0.01, LISTING_PRICE_MAX);
  if (price === null) throw new RowError('price', REASONS.required);
  const currency = oneOf(record, 'currency', CURRENCIES) ?? 'THB';
  const { offerType, rentalType } = offerOf(record);
  const propertyType = propertyTypeOf(record);
  const town = required(record, 'town');
  if (town.length > 120) throw new RowError('town', REASONS.tooLong(120));
  const latitude = numberIn(record, 'latitude', -90, 90);
  const longitude = numberIn(record, 'longitude', -180, 180);
  if ((latitude === null) !== (longitude === null)) {
    throw new RowError(latitude === null ? 'latitude' : 'longitude', REASONS.latLngTogether);
  }
  const bedrooms = numberIn(record, 'beds', 0, LISTING_ROOMS_MAX, true);
  const bathrooms = numberIn(record, 'baths', 0, LISTING_ROOMS_MAX, true);
  const built = numberIn(record, 'built', 0, LISTING_AREA_MAX);
  const plot = numberIn(record, 'plot', 0, LISTING_AREA_MAX);
  const newBuild = yesNo(record, 'new_build');
  const stage =
    oneOf(record, 'property_stage', PROPERTY_STAGES) ??
    (newBuild === null ? null : newBuild ? 'Off-plan' : 'Resale');
  const tenure = oneOf(record, 'tenure', TENURES);
  const images = imagesOf(record);
  return {
    row: record.row,
    ref,
    offerType,
    rentalType,
    price,
    currency,
    propertyType,
    propertyStage: stage,
    town,
    address: text(record, 'address', LISTING_ADDRESS_MAX),
    latitude,
    longitude,
    bedrooms,
    bathrooms,
    area: propertyType === 'Land plot' ? (plot ?? built) : (built ?? null),
    pool: yesNo(record, 'pool') ?? false,
    features: record.features.map((f) => f.trim()).filter((f) => f !== ''),
    images,
    ...texts(record, propertyType, bedrooms, town),
    tenure,
    leaseholdYears: numberIn(record, 'leasehold_years', 1, LEASEHOLD_YEARS_MAX, true),
    foreignQuota: yesNo(record, 'foreign_quota'),
    furniture: oneOf(record, 'furniture', FURNITURE),
    discount: numberIn(record, 'discount', 0, LISTING_DISCOUNT_MAX, true),
  };
}

/** Checks one record: the listing, or the first problem found (column and reason). */
export function readRecord(record: RawRecord): ReadResult {
  try {
    return { listing: readOne(record) };
  } catch (err) {
    if (!(err instanceof RowError)) throw err;
    const ref = cellOf(record, 'ref');
    return {
      refusal: {
        row: record.row,
        ref: ref?.slice(0, REF_MAX) ?? null,
        field: err.field,
        reason: err.reason,
      },
    };
  }
}

/** Checks every record, and refuses a ref given twice in one file (its later rows). */
export function readRecords(records: readonly RawRecord[]): {
  listings: FeedListing[];
  refusals: Refusal[];
} {
  const listings: FeedListing[] = [];
  const refusals: Refusal[] = [];
  const firstRow = new Map<string, number>();
  for (const record of records) {
    const result = readRecord(record);
    if ('refusal' in result) {
      refusals.push(result.refusal);
      continue;
    }
    const { listing } = result;
    const first = firstRow.get(listing.ref);
    if (first !== undefined) {
      refusals.push({
        row: listing.row,
        ref: listing.ref,
        field: 'ref',
        reason: REASONS.duplicateRef(first),
      });
      continue;
    }
    firstRow.set(listing.ref, listing.row);
    listings.push(listing);
  }
  return { listings, refusals };
}

export function isFeedColumn(name: string): name is FeedColumn {
  return isOneOf(FEED_COLUMNS, name);
}
