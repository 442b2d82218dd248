// Saved searches with alerts: their numbers, texts and the query rule, without
// TypeBox, so the browser's dialog and the API check a search the same way.
import type { Currency } from './enums';
import {
  FILTER_PARAMS,
  IGNORED_FILTER_KEYS,
  emptyFilterValues,
  filterValues,
  parseFilterValue,
  type FilterParam,
  type FilterValues,
} from './filters';

/** How often new matches are mailed: at once when a listing is published, or once a day. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily',
};

export const SAVED_SEARCH_NAME_MAX = 100;
/** One visitor's searches: enough for every area and budget they watch, not a mailing list. */
export const SAVED_SEARCHES_MAX = 20;
/** A mail lists at most this many listings; the rest are "N more" behind the search's link. */
export const SAVED_SEARCH_MAIL_LISTINGS = 10;
/** Longest canonical query accepted (every filter set with long id lists stays far below). */
export const SAVED_SEARCH_QUERY_MAX = 2000;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'The name field is required.',
  nameTooLong: `The name field must not be greater than ${SAVED_SEARCH_NAME_MAX} characters.`,
  tooMany: `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
  saved: 'Search saved. We will email you new matching properties.',
  email: 'Enter a valid email address.',
  /** A guest's answer, whatever happened: it tells nobody which addresses have alerts. */
  checkInbox: 'Check your inbox: confirm the alert with the link we sent, and it starts.',
} as const;

/** How long a guest's confirmation link works; unconfirmed searches are deleted after it. */
export const GUEST_ALERT_CONFIRM_DAYS = 7;

export const unknownFilterMessage = (key: string) => `The ${key} filter is not known.`;

/** The name's problem, or null when it may be stored (trimmed). */
export function savedSearchNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return SAVED_SEARCH_MESSAGES.nameRequired;
  if (trimmed.length > SAVED_SEARCH_NAME_MAX) return SAVED_SEARCH_MESSAGES.nameTooLong;
  return null;
}

export type SavedSearchQueryCheck =
  | { ok: true; query: string; filters: FilterValues }
  | { ok: false; errors: string[] };

/**
 * A /properties query string ('offer_type=Sale&bedrooms=3,4', with or without '?') as a saved
 * search keeps it: read strictly by the filters' own codec (an unknown key or a bad value is an
 * error, not dropped as the browser's lenient reading would), page, view and sort left out, and
 * written back by the same codec so equal searches are equal texts. A price range without its
 * currency is pinned to `currency`, so the alert matches what the visitor saw.
 */
export function checkSavedSearchQuery(
  raw: string,
  currency: Currency = 'THB',
): SavedSearchQueryCheck {
  const params = new URLSearchParams(raw.trim().replace(/^\?/, ''));
  const values: FilterValues = emptyFilterValues();
  const errors: string[] = [];
  const seen = new Set<string>();
  const ignored: readonly string[] = [...IGNORED_FILTER_KEYS, 'page'];
  for (const [key, value] of params) {
    if (ignored.includes(key)) continue;
    if (!(FILTER_PARAMS as readonly string[]).includes(key)) {
      errors.push(unknownFilterMessage(key));
      continue;
    }
    if (seen.has(key)) {
      errors.push(`The ${key.replace(/_/g, ' ')} filter must be given once.`);
      continue;
    }
    seen.add(key);
    const text = value.trim();
    if (text === '') continue;
    const outcome = parseFilterValue(key as FilterParam, text);
    if (outcome.ok) (values as unknown as Record<string, unknown>)[key] = outcome.value;
    else errors.push(outcome.message);
  }
  if (errors.length > 0) return { ok: false, errors };
  if (values.price_range && !values.price_currency) values.price_currency = currency;
  // The order and escaping of toFilterQuery: a saved search reads like the page's own URL.
  const query = Object.entries(filterValues(values))
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, text]) => `${name}=${encodeURIComponent(text).replace(/%2C/gi, ',')}`)
    .join('&');
  return { ok: true, query, filters: values };
}

/**
 * A name for the dialog to start from, e.g. "Villas for sale in Kata, 3+ bedrooms": the
 * property types, the offer, the areas (`locationName` knows their names) and the bedrooms.
 */
export function defaultSavedSearchName(
  filters: FilterValues,
  locationName: (id: number) => string | undefined = () => undefined,
): string {
  const types = filters.property_type.map((t) =>
    t === 'Commercial' ? 'Commercial properties' : `${t}s`,
  );
  let text = types.length > 0 ? listText(types) : 'Properties';
  if (filters.offer_type === 'Sale') text += ' for sale';
  if (filters.offer_type === 'Rent') text += ' for rent';
  const areas = filters.location_id
    .map((id) => locationName(id))
    .filter((n): n is string => n !== undefined);
  text += ` in ${areas.length > 0 ? listText(areas) : 'Phuket'}`;
  if (filters.bedrooms.length > 0) text += `, ${roomsText(filters.bedrooms)}`;
  return text.length > SAVED_SEARCH_NAME_MAX
    ? `${text.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…`
    : text;
}

function listText(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** [3,4,5,6,7] reads "3+ bedrooms" (7 is "7 or more"); [2] "2 bedrooms"; [1,3] "1, 3 bedrooms". */
function roomsText(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const least = sorted[0] ?? 1;
  const upToTop = sorted.at(-1) === 7 && sorted.length === 8 - least;
  const text = upToTop ? `${least}+` : sorted.map((n) => (n === 7 ? '7+' : String(n))).join(', ');
  return `${text} bedroom${text === '1' ? '' : 's'}`;
}
