// SPEC §3 enumerations, a deliberate copy of shared/src/domain/enums.ts: the API runs from tsc
// output (dist/) and cannot import the browser package's TypeScript sources at run time.
// src/catalog/enums.test.ts compares every list with the shared file, so the copies cannot drift.
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

export const LISTING_SORTS = ['price', '-price', '-created_at', 'area', '-area'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}
