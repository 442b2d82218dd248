import type { ItemListing } from './editor-values';

/** A listing as the editor holds it: 3 photos, a sale price in baht. */
export function listing(id: number, overrides: Partial<ItemListing> = {}): ItemListing {
  return {
    id,
    title: `Villa ${id}`,
    price: 12_500_000,
    currency: 'THB',
    offer_type: 'Sale',
    rental_type: null,
    photos: [1, 2, 3].map((n) => ({
      id: id * 10 + n,
      url: `/p/${id}-${n}.jpg`,
      thumb_url: `/p/${id}-${n}-t.jpg`,
    })),
    available: true,
    ...overrides,
  };
}
