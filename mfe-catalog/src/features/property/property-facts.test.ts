import type { PropertyDetail } from '@phuket/shared/api';
import { propertyFacts } from './property-facts';

const property = (bedrooms: number | null) =>
  ({
    id: 7,
    property_type: 'Apartment',
    offer_type: 'Rent',
    rental_type: 'Long-term',
    property_stage: null,
    bedrooms,
    bathrooms: 1,
    area: 32,
    furniture: null,
    location: null,
    nearest_beach: null,
    currency: 'THB',
  }) as unknown as PropertyDetail; // Only the fields the facts read.

const bedrooms = (value: number | null) =>
  propertyFacts(property(value)).find((fact) => fact.label === 'Bedrooms')?.value;

describe('propertyFacts', () => {
  it('says Studio where a listing has 0 bedrooms, the count otherwise', () => {
    expect(bedrooms(0)).toBe('Studio');
    expect(bedrooms(2)).toBe('2');
    expect(bedrooms(null)).toBeUndefined();
  });
});
