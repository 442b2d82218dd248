import type { FilterState } from '../domain/listing';
import {
  AREA_MAX,
  AREA_MIN,
  AREA_STEP,
  CLUSTER_BRAND_COLOUR,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  PAGE_SIZES,
  PRICE_DROPDOWN_MAX,
  PRICE_DROPDOWN_STEP,
  PRICE_MAX,
  ROOM_OPTIONS,
  BEDROOM_OPTIONS,
  clusterColour,
  countHiddenActiveFilters,
  emptyFilters,
  filtersHref,
  hasActiveFilters,
  normalizeFilters,
  parseFilterQuery,
  resetFilters,
  toApiParams,
  toFilterQuery,
} from './index';

const full: FilterState = {
  offer_type: 'Sale',
  location_id: [3],
  property_type: ['Villa', 'Apartment'],
  bedrooms: [2, 3],
  bathrooms: [2],
  area_filter: [50, 200],
  price_range: [0, 5000000],
  price_currency: 'THB',
  rental_type: null,
  property_stage: ['Off-plan'],
  furniture: ['Partly furnished'],
  amenities_filter: [1, 4],
  developer_id: 7,
  project_id: 9,
  tenure: 'Foreign freehold',
  reduced: true,
  search: 'sea view',
  view: 'map',
  sort: '-price',
  buildings: [],
};

describe('URL query', () => {
  it('writes the documented parameter names, comma lists and min,max ranges', () => {
    expect(toFilterQuery(full, 2)).toBe(
      'offer_type=Sale&location_id=3&property_type=Villa,Apartment&bedrooms=2,3&bathrooms=2' +
        '&area_filter=50,200&price_range=0,5000000&price_currency=THB&property_stage=Off-plan' +
        '&furniture=Partly%20furnished&amenities_filter=1,4&developer_id=7&project_id=9' +
        '&tenure=Foreign%20freehold&reduced=true&search=sea%20view&sort=-price&view=map&page=2',
    );
  });

  it('reads free text leniently: spaces collapsed, cut at the longest text searched for', () => {
    expect(parseFilterQuery('search=%20Kata%20%20Noi%20').filters.search).toBe('Kata Noi');
    expect(parseFilterQuery(`search=${'a'.repeat(150)}`).filters.search).toHaveLength(100);
    expect(toApiParams({ ...emptyFilters(), search: 'Kata Noi' })['filter[search]']).toBe(
      'Kata Noi',
    );
  });

  it('round-trips a full state and the page', () => {
    const parsed = parseFilterQuery(toFilterQuery(full, 2));
    expect(parsed.page).toBe(2);
    expect(parsed.filters).toEqual({ ...full, bedrooms: [2, 3] });
  });

  it('round-trips a rent state with rental type and buildings', () => {
    const rent: FilterState = {
      ...emptyFilters(),
      offer_type: 'Rent',
      rental_type: 'Long-term',
      property_type: ['Hotel apartment'],
      buildings: [4, 5],
    };
    expect(parseFilterQuery(toFilterQuery(rent)).filters).toEqual(rent);
  });

  it('round-trips the empty state to an empty query', () => {
    expect(toFilterQuery(emptyFilters())).toBe('');
    expect(filtersHref(emptyFilters())).toBe('/properties');
    expect(parseFilterQuery('')).toEqual({ filters: emptyFilters(), page: 1 });
  });

  it('builds the header links', () => {
    expect(filtersHref({ ...emptyFilters(), offer_type: 'Rent' })).toBe(
      '/properties?offer_type=Rent',
    );
    expect(parseFilterQuery('?property_stage=Off-plan').filters.property_stage).toEqual([
      'Off-plan',
    ]);
    expect(parseFilterQuery('property_type=Commercial').filters.property_type).toEqual([
      'Commercial',
    ]);
  });

  it('reads URL-encoded values and accepts enum values in any case', () => {
    const { filters } = parseFilterQuery(
      'offer_type=sale&property_type=Villa%2Chotel+apartment&furniture=furnished',
    );
    expect(filters.offer_type).toBe('Sale');
    expect(filters.property_type).toEqual(['Villa', 'Hotel apartment']);
    expect(filters.furniture).toEqual(['Furnished']);
  });

  it('reads "recently reduced" as on or off, forgiving a typed 1 or yes', () => {
    expect(parseFilterQuery('reduced=true').filters.reduced).toBe(true);
    expect(parseFilterQuery('reduced=Yes').filters.reduced).toBe(true);
    expect(parseFilterQuery('reduced=1').filters.reduced).toBe(true);
    expect(parseFilterQuery('reduced=no').filters.reduced).toBe(false);
    expect(parseFilterQuery('').filters.reduced).toBe(false);
    expect(toApiParams({ ...emptyFilters(), reduced: true })['filter[reduced]']).toBe('true');
    expect(toApiParams(emptyFilters())['filter[reduced]']).toBeUndefined();
    expect(countHiddenActiveFilters({ ...emptyFilters(), reduced: true })).toBe(1);
    expect(countHiddenActiveFilters(emptyFilters())).toBe(0);
  });

  it('reads tenure, "Foreign freehold" included, and drops an unknown one', () => {
    expect(parseFilterQuery('tenure=foreign+freehold').filters.tenure).toBe('Foreign freehold');
    expect(parseFilterQuery('tenure=Thai%20company').filters.tenure).toBe('Thai company');
    expect(parseFilterQuery('tenure=Lease').filters.tenure).toBeNull();
    expect(toApiParams({ ...emptyFilters(), tenure: 'Leasehold' })['filter[tenure]']).toBe(
      'Leasehold',
    );
  });

  it('drops invalid and unknown values safely', () => {
    const { filters, page } = parseFilterQuery(
      'offer_type=Lease&location_id=abc&property_type=Castle,Villa,Villa&bedrooms=-1,2,9,x,2' +
        '&bathrooms=-1&area_filter=50&price_range=a,b&rental_type=Weekly&property_stage=Old' +
        '&furniture=&amenities_filter=1,,foo,3&developer_id=-4&project_id=1.5&sort=name' +
        '&view=table&page=0&unknown=1&buildings=x',
    );
    expect(filters).toEqual({
      ...emptyFilters(),
      property_type: ['Villa'],
      bedrooms: [2],
      amenities_filter: [1, 3],
    });
    expect(page).toBe(1);
  });

  it('orders swapped range ends and rejects negative ones', () => {
    expect(parseFilterQuery('price_range=5000000,100').filters.price_range).toEqual([100, 5000000]);
    expect(parseFilterQuery('area_filter=-5,100').filters.area_filter).toBeNull();
    expect(parseFilterQuery('area_filter=1,2,3').filters.area_filter).toBeNull();
  });

  it('accepts a URLSearchParams or a plain record', () => {
    expect(parseFilterQuery(new URLSearchParams('bedrooms=7')).filters.bedrooms).toEqual([7]);
    expect(parseFilterQuery({ developer_id: '5', page: '3' })).toEqual({
      filters: { ...emptyFilters(), developer_id: 5 },
      page: 3,
    });
  });
});

describe('API params', () => {
  it('sends filter[...] keys with sort, page, per_page and currency', () => {
    expect(toApiParams(full, { page: 2, currency: 'USD' })).toEqual({
      'filter[offer_type]': 'Sale',
      'filter[location_id]': '3',
      'filter[property_type]': 'Villa,Apartment',
      'filter[bedrooms]': '2,3',
      'filter[bathrooms]': '2',
      'filter[area_filter]': '50,200',
      'filter[price_range]': '0,5000000',
      'filter[price_currency]': 'THB',
      'filter[property_stage]': 'Off-plan',
      'filter[furniture]': 'Partly furnished',
      'filter[amenities_filter]': '1,4',
      'filter[developer_id]': '7',
      'filter[project_id]': '9',
      'filter[tenure]': 'Foreign freehold',
      'filter[reduced]': 'true',
      'filter[search]': 'sea view',
      sort: '-price',
      page: '2',
      per_page: '12',
      currency: 'USD',
    });
  });

  it('sends only paging for an empty state and honours per_page', () => {
    expect(toApiParams(emptyFilters())).toEqual({ page: '1', per_page: '12' });
    expect(toApiParams(emptyFilters(), { perPage: PAGE_SIZES.allListings, page: 0 })).toEqual({
      page: '1',
      per_page: '6',
    });
  });

  it('sends the rental type for rent', () => {
    const params = toApiParams({
      ...emptyFilters(),
      offer_type: 'Rent',
      rental_type: 'Short-term',
    });
    expect(params['filter[rental_type]']).toBe('Short-term');
  });
});

describe('countHiddenActiveFilters', () => {
  it('is 0 for the empty state and ignores main-row filters', () => {
    expect(countHiddenActiveFilters(emptyFilters())).toBe(0);
    expect(
      countHiddenActiveFilters({
        ...emptyFilters(),
        location_id: [1],
        bedrooms: [2],
        price_range: [0, 10],
        sort: 'price',
        view: 'map',
      }),
    ).toBe(0);
  });

  it('counts each active panel filter once', () => {
    expect(countHiddenActiveFilters(full)).toBe(7);
  });

  it('skips the developer and project when the host hides them', () => {
    expect(countHiddenActiveFilters(full, { hideDeveloper: true })).toBe(6);
    expect(countHiddenActiveFilters(full, { hideDeveloper: true, hideProject: true })).toBe(5);
  });

  it('counts tenure outside Rent only, as the panel shows it', () => {
    const tenure: FilterState = { ...emptyFilters(), tenure: 'Leasehold' };
    expect(countHiddenActiveFilters(tenure)).toBe(1);
    expect(countHiddenActiveFilters({ ...tenure, offer_type: 'Rent' })).toBe(0);
  });

  it('counts rental type only for Rent and property status only outside Rent', () => {
    const both: FilterState = {
      ...emptyFilters(),
      rental_type: 'Long-term',
      property_stage: ['Ready'],
    };
    expect(countHiddenActiveFilters({ ...both, offer_type: 'Rent' })).toBe(1);
    expect(countHiddenActiveFilters({ ...both, offer_type: 'Sale' })).toBe(1);
    expect(countHiddenActiveFilters({ ...both, offer_type: null })).toBe(1);
  });

  it('adds main-row filters that moved into the panel on small screens', () => {
    const state = { ...emptyFilters(), area_filter: [0, 100] as const, bedrooms: [1] };
    expect(countHiddenActiveFilters(state, { movedToPanel: ['area_filter'] })).toBe(1);
    expect(countHiddenActiveFilters(state, { movedToPanel: ['area_filter', 'bedrooms'] })).toBe(2);
  });
});

describe('resetFilters and normalizeFilters', () => {
  it('clears everything except buildings, view and sort', () => {
    const reset = resetFilters({ ...full, buildings: [1, 2] });
    expect(reset).toEqual({ ...emptyFilters(), view: 'map', sort: '-price', buildings: [1, 2] });
    expect(hasActiveFilters(reset)).toBe(false);
    expect(hasActiveFilters(full)).toBe(true);
  });

  it('drops the filter that the offer type hides', () => {
    expect(normalizeFilters({ ...full, offer_type: 'Rent' }).property_stage).toEqual([]);
    expect(normalizeFilters({ ...full, offer_type: 'Rent' }).tenure).toBeNull();
    expect(
      normalizeFilters({ ...emptyFilters(), rental_type: 'Long-term', offer_type: 'Sale' })
        .rental_type,
    ).toBeNull();
    const rent = { ...emptyFilters(), offer_type: 'Rent', rental_type: 'Long-term' } as const;
    expect(normalizeFilters(rent)).toBe(rent);
  });
});

describe('Studio (0 bedrooms)', () => {
  it('offers Studio before 1 for bedrooms only, sent as bedrooms=0', () => {
    expect(BEDROOM_OPTIONS).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(parseFilterQuery('bedrooms=studio,2&bathrooms=0,1').filters).toMatchObject({
      bedrooms: [0, 2],
      bathrooms: [1],
    });
    expect(toFilterQuery({ ...emptyFilters(), bedrooms: [0] })).toBe('bedrooms=0');
  });
});

describe('constants', () => {
  it('match docs/product-rules.md §5 and §9', () => {
    expect([AREA_MIN, AREA_MAX, AREA_STEP]).toEqual([0, 100000, 10]);
    expect(PRICE_MAX).toBe(1e9);
    expect([PRICE_DROPDOWN_MAX, PRICE_DROPDOWN_STEP]).toEqual([1e8, 1e6]);
    expect(ROOM_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(PAGE_SIZES).toMatchObject({ properties: 12, developers: 10, allListings: 6 });
    expect([CLUSTER_RADIUS, CLUSTER_MAX_ZOOM]).toEqual([60, 16]);
  });
});

describe('clusterColour', () => {
  it('is red above 10 when the mean is small', () => {
    expect(clusterColour(11, [1, 2, 11])).toBe('red');
    expect(clusterColour(10, [1, 2, 10])).toBe(CLUSTER_BRAND_COLOUR);
  });

  it('is red only above the mean when the mean is larger than 10', () => {
    const counts = [20, 40, 60];
    expect(clusterColour(60, counts)).toBe('red');
    expect(clusterColour(40, counts)).toBe(CLUSTER_BRAND_COLOUR);
    expect(clusterColour(20, counts)).toBe(CLUSTER_BRAND_COLOUR);
  });

  it('handles an empty list and a custom brand colour', () => {
    expect(clusterColour(11, [])).toBe('red');
    expect(clusterColour(3, [], '#123456')).toBe('#123456');
  });
});
