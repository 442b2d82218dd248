// Enumerations of SPEC §3. The arrays are the single list the UI iterates over.
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

export const CURRENCY_SIGNS: Record<Currency, string> = { THB: '฿', USD: '$', EUR: '€' };

export const ROLES = ['broker', 'developer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
