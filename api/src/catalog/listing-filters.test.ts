import { parseListingFilters } from './listing-filters';
import { displayPrice, rangeToThb, type Rates } from './money';

const q = (entries: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(entries).map(([k, v]) => [`filter[${k}]`, v]));

describe('parseListingFilters', () => {
  it('returns no filters and no errors for an empty query', () => {
    expect(parseListingFilters({})).toEqual({ filters: {}, errors: {} });
  });

  it('treats empty values and the "All" offer type as not set', () => {
    const { filters, errors } = parseListingFilters(
      q({ offer_type: 'All', location_id: '', property_type: ' ', price_range: '' }),
    );
    expect(errors).toEqual({});
    expect(filters).toEqual({});
  });

  it('parses every filter into typed values', () => {
    const { filters, errors } = parseListingFilters(
      q({
        offer_type: 'Rent',
        location_id: '3',
        property_type: 'Villa,Hotel apartment,Villa',
        bedrooms: '2,7+,1',
        bathrooms: '1',
        area_filter: '50,250.5',
        price_range: '0,1000000',
        rental_type: 'Long-term',
        property_stage: 'Ready,Resale',
        furniture: 'Furnished',
        amenities_filter: '4, 2,4',
        developer_id: '9',
        project_id: '11',
        user_id: '5',
      }),
    );
    expect(errors).toEqual({});
    expect(filters).toEqual({
      offerType: 'Rent',
      locationIds: [3],
      propertyTypes: ['Villa', 'Hotel apartment'],
      bedrooms: [1, 2, 7],
      bathrooms: [1],
      area: { min: 50, max: 250.5 },
      priceRange: { min: 0, max: 1000000 },
      rentalType: 'Long-term',
      propertyStages: ['Ready', 'Resale'],
      furniture: ['Furnished'],
      amenityIds: [4, 2],
      developerId: 9,
      projectId: 11,
      userId: 5,
    });
  });

  it.each([
    ['price_range', 'abc'],
    ['price_range', '5'],
    ['price_range', '10,5'],
    ['price_range', '-1,5'],
    ['price_range', '1,2,3'],
    ['area_filter', '100,'],
    ['area_filter', '1e3,2e3'],
    ['location_id', 'patong'],
    ['location_id', '0'],
    ['developer_id', '1.5'],
    ['project_id', '99999999999'],
    ['user_id', '-2'],
    ['amenities_filter', '1,x'],
    ['bedrooms', '8'],
    ['bathrooms', 'two'],
    ['offer_type', 'Lease'],
    ['property_type', 'Castle'],
    ['property_stage', 'Off-plan,Soon'],
    ['rental_type', 'Weekly'],
    ['furniture', 'Half'],
  ])('reports %s=%s under its own key', (name, value) => {
    const { errors, filters } = parseListingFilters(q({ [name]: value }));
    expect(Object.keys(errors)).toEqual([`filter[${name}]`]);
    expect(errors[`filter[${name}]`]?.[0]).toMatch(/filter|invalid/);
    expect(filters).toEqual({});
  });

  it('reports several bad keys at once', () => {
    const { errors } = parseListingFilters(
      q({ bedrooms: '9', price_range: 'x', offer_type: 'Sale' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['filter[bedrooms]', 'filter[price_range]']);
  });

  it('refuses a filter given twice instead of guessing which one counts', () => {
    const { errors } = parseListingFilters(q({ offer_type: ['Sale', 'Rent'] }));
    expect(Object.keys(errors)).toEqual(['filter[offer_type]']);
  });
});

describe('money', () => {
  const rates: Rates = { THB: 1, USD: 0.03, EUR: 0.025 };

  it('keeps a listing price as entered when the currency matches', () => {
    expect(
      displayPrice({ price: '123456.78', currency: 'USD', priceThb: '4115226' }, 'USD', rates),
    ).toBe(123456.78);
  });

  it('converts through the THB equivalent otherwise', () => {
    expect(
      displayPrice({ price: '100000', currency: 'USD', priceThb: '3333333.33' }, 'THB', rates),
    ).toBe(3333333.33);
    expect(
      displayPrice({ price: '1000000', currency: 'THB', priceThb: '1000000' }, 'EUR', rates),
    ).toBe(25000);
    expect(displayPrice({ price: null, currency: 'THB', priceThb: null }, 'USD', rates)).toBe(0);
  });

  it('turns a range in another currency into THB bounds with half a cent of slack', () => {
    expect(rangeToThb({ min: 10, max: 20 }, 'THB', rates)).toEqual({ min: 10, max: 20 });
    const usd = rangeToThb({ min: 30, max: 60 }, 'USD', rates);
    expect(usd.min).toBeCloseTo(999.83, 1);
    expect(usd.max).toBeCloseTo(2000.17, 1);
  });
});
