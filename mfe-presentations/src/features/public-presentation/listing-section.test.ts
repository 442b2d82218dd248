import type { PublicPresentationItem } from '@phuket/shared/api/presentations';
import { keyFacts, priceText } from './ListingSection';

type Item = Extract<PublicPresentationItem, { available: true }>;

const base: Item = {
  id: 1,
  available: true,
  title: 'Pool villa',
  offer_type: 'Sale',
  rental_type: null,
  property_type: 'Villa',
  property_stage: null,
  furniture: null,
  bedrooms: 3,
  bathrooms: 2,
  area: 250,
  location: 'Rawai',
  latitude: null,
  longitude: null,
  description: null,
  photos: [],
  note: null,
};

describe('priceText', () => {
  it('shows the price the API chose, and says "on request" when it is hidden', () => {
    expect(
      priceText({ ...base, price: { amount: 11_900_000.7, currency: 'THB', discount: null } }),
    ).toBe('฿11,900,000');
    expect(
      priceText({
        ...base,
        offer_type: 'Rent',
        rental_type: 'Long-term',
        price: { amount: 1500, currency: 'USD', discount: null },
      }),
    ).toBe('$1,500 / Monthly');
    expect(priceText(base)).toBe('Price on request');
  });
});

describe('keyFacts', () => {
  it('lists only what is known', () => {
    expect(keyFacts(base)).toEqual([
      { label: 'Type', value: 'Villa' },
      { label: 'Bedrooms', value: '3 Beds' },
      { label: 'Bathrooms', value: '2 Baths' },
      { label: 'Area', value: '250 sq.m' },
      { label: 'For', value: 'Sale' },
    ]);
  });
});
