// Enumerations of docs/product-rules.md §3 and the other closed lists the browser and the API both use. Plain
// arrays with no schema library, so a browser bundle can import them without TypeBox.
export const PROPERTY_TYPES = [
  'Apartment',
  'Villa',
  'Townhouse',
  'Penthouse',
  'Commercial',
  'Building',
  'Hotel apartment',
  'Land plot',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const OFFER_TYPES = ['Sale', 'Rent'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const FURNITURE = ['Furnished', 'Unfurnished', 'Partly furnished'] as const;
export type Furniture = (typeof FURNITURE)[number];

export const RENTAL_TYPES = ['Long-term', 'Short-term'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

export const PROPERTY_STAGES = ['Off-plan', 'Ready', 'Resale'] as const;
export type PropertyStage = (typeof PROPERTY_STAGES)[number];

export const CURRENCIES = ['THB', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Where a listing is in its life: only `published` is shown in the public catalog. */
export const LISTING_STATUSES = [
  'draft',
  'published',
  'sold',
  'rented',
  'archived',
  /** Off the public site while staff block its owner; published again on unblock. */
  'suspended',
  /**
   * Sent for publication by an account staff have not verified: off the public site until
   * staff approve it (docs/moderation.md).
   */
  'pending',
  /** Staff refused it (the reason is in its moderation note): never public again. */
  'rejected',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** How a foreigner can hold the property (Thai law lets foreigners own condo units only). */
/** An uploaded listing video: sending (tus), being checked and given a poster, shown, refused. */
export const VIDEO_STATES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];
/**
 * An uploaded listing photo: JPEG, PNG and WebP are `ready` when the upload answers; a HEIC is
 * `processing` until the job has converted it, then `ready`, or `failed` with the reason.
 */
export const PHOTO_STATES = ['processing', 'ready', 'failed'] as const;
export type PhotoState = (typeof PHOTO_STATES)[number];
/** Who may read a listing document: anyone once the listing is published, or its owner only. */
export const DOCUMENT_VISIBILITIES = ['public', 'owner'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

export const TENURES = ['Freehold', 'Leasehold', 'Thai company'] as const;
export type Tenure = (typeof TENURES)[number];

/** Property types that are condominium units, where the foreign quota applies. */
export const CONDO_PROPERTY_TYPES = [
  'Apartment',
  'Penthouse',
  'Hotel apartment',
] as const satisfies readonly PropertyType[];

/**
 * `buyer`: a visitor with an account (favourites, compare, saved searches, sent enquiries and
 * alerts across devices); no work areas, so every rule treats them as a visitor. Last, because
 * a PostgreSQL enum only grows at its end.
 */
export const ROLES = ['broker', 'developer', 'admin', 'buyer'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that speak for a company: its logo shows on their listings and agent page. */
export const COMPANY_ROLES = ['broker', 'developer', 'admin'] as const satisfies readonly Role[];

/** Self-service sign-up can never create an admin. */
export const REGISTER_ROLES = ['buyer', 'broker', 'developer'] as const satisfies readonly Role[];
export type RegisterRole = (typeof REGISTER_ROLES)[number];

/**
 * `sort` of the listing endpoints and of the /properties URL. `-reduced`: the recently reduced
 * (price-history-rules.ts) first, the latest change first, then the rest newest first.
 */
export const SORT_KEYS = ['price', '-price', '-created_at', 'area', '-area', '-reduced'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const LISTING_VIEWS = ['list', 'map'] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

/** What a one-time code confirms: `POST /verify-code/{type}`. */
export const VERIFY_TYPES = ['email', 'phone'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

export const NOTIFICATION_KEYS = [
  'new_listings',
  'price_changes',
  'newsletter',
  'messages',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** What a location-search suggestion opens, in the order they are grouped. */
export const SEARCH_SUGGESTION_KINDS = ['area', 'project', 'developer', 'property'] as const;
export type SearchSuggestionKind = (typeof SEARCH_SUGGESTION_KINDS)[number];
/** Longest text the suggestions endpoint searches for. */
export const SEARCH_TEXT_MAX = 100;
/** Suggestions of each kind at most. */
export const SUGGESTIONS_PER_KIND = 5;

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export function isCurrency(value: unknown): value is Currency {
  return isOneOf(CURRENCIES, value);
}
