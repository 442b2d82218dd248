import {
  CURRENCIES,
  AREA_LIMIT,
  FURNITURE,
  OFFER_TYPES,
  PRICE_LIMIT,
  PROPERTY_STAGES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  ROOM_MAX,
  ROOM_MIN,
  SORT_KEYS,
  emptyFilters,
  parseFilterQuery,
  toApiParams,
  toFilterQuery,
  type FilterState,
  TENURE_FILTERS,
} from '@phuket/shared/contract';
import { parseListingFilters, type ListingFilters } from './listing-filters';

// The browser writes the /properties URL and the API query with the contract's codec; the API
// reads `filter[...]` with parseListingFilters. Every state must survive the whole trip:
// state -> URL -> state -> API query -> the API's filters, unchanged.

/** What the API must read for a state, spelled out field by field (not by the code under test). */
function expectedApiFilters(state: FilterState): ListingFilters {
  const out: ListingFilters = {};
  if (state.offer_type) out.offerType = state.offer_type;
  if (state.location_id.length) out.locationIds = [...state.location_id];
  if (state.property_type.length) out.propertyTypes = [...state.property_type];
  if (state.bedrooms.length) out.bedrooms = [...state.bedrooms];
  if (state.bathrooms.length) out.bathrooms = [...state.bathrooms];
  if (state.area_filter) out.area = { min: state.area_filter[0], max: state.area_filter[1] };
  if (state.price_range) {
    out.priceRange = { min: state.price_range[0], max: state.price_range[1] };
    if (state.price_currency) out.priceCurrency = state.price_currency;
  }
  if (state.rental_type) out.rentalType = state.rental_type;
  if (state.property_stage.length) out.propertyStages = [...state.property_stage];
  if (state.furniture.length) out.furniture = [...state.furniture];
  if (state.amenities_filter.length) out.amenityIds = [...state.amenities_filter];
  if (state.developer_id !== null) out.developerId = state.developer_id;
  if (state.project_id !== null) out.projectId = state.project_id;
  if (state.tenure) out.tenure = state.tenure;
  if (state.reduced) out.reduced = true;
  if (state.search !== null) out.search = state.search;
  return out;
}

function roundTrip(state: FilterState, page = 1) {
  const url = toFilterQuery(state, page);
  const fromUrl = parseFilterQuery(url);
  const api = parseListingFilters(toApiParams(fromUrl.filters, { page: fromUrl.page }));
  return { url, fromUrl, api };
}

function expectRoundTrip(state: FilterState, page = 1): void {
  const { url, fromUrl, api } = roundTrip(state, page);
  // The URL in the message tells which case failed.
  expect({ url, state: fromUrl.filters, page: fromUrl.page }).toEqual({ url, state, page });
  expect({ url, errors: api.errors, filters: api.filters }).toEqual({
    url,
    errors: {},
    filters: expectedApiFilters(state),
  });
}

const state = (patch: Partial<FilterState>): FilterState => ({ ...emptyFilters(), ...patch });

describe('filter codec: URL -> state -> API query -> API parse', () => {
  const cases: [string, FilterState][] = [
    ['nothing set', emptyFilters()],
    ['the header links', state({ offer_type: 'Rent' })],
    ['new projects', state({ property_stage: ['Off-plan'] })],
    ['one location', state({ location_id: [12] })],
    ['several locations, in the order given', state({ location_id: [9, 2, 40] })],
    ['every property type', state({ property_type: [...PROPERTY_TYPES] })],
    ['rooms at both ends ("7+")', state({ bedrooms: [ROOM_MIN, ROOM_MAX], bathrooms: [ROOM_MAX] })],
    [
      'ranges at the limits',
      state({ area_filter: [0, AREA_LIMIT], price_range: [0, PRICE_LIMIT] }),
    ],
    ['a decimal range', state({ area_filter: [50.5, 250.25] })],
    ['an empty-width range', state({ price_range: [1_000_000, 1_000_000] })],
    ['rent with rental type', state({ offer_type: 'Rent', rental_type: 'Short-term' })],
    [
      'stages and furniture as lists',
      state({ property_stage: ['Ready', 'Resale'], furniture: [...FURNITURE] }),
    ],
    [
      'amenities, developer, project',
      state({ amenities_filter: [4, 1], developer_id: 7, project_id: 2_147_483_647 }),
    ],
    ['a tenure', state({ offer_type: 'Sale', tenure: 'Thai company' })],
    ['foreign freehold', state({ tenure: 'Foreign freehold' })],
    ['recently reduced', state({ reduced: true })],
    ['free text with spaces, commas and wildcards', state({ search: 'Kata, 50% off_sea' })],
    ['page state only', state({ view: 'map', sort: '-price', buildings: [3, 5] })],
    [
      'everything at once',
      state({
        offer_type: 'Sale',
        location_id: [3],
        property_type: ['Villa', 'Hotel apartment'],
        bedrooms: [2, 3],
        bathrooms: [1],
        area_filter: [50, 200],
        price_range: [0, 5_000_000],
        property_stage: ['Off-plan'],
        furniture: ['Partly furnished'],
        amenities_filter: [1, 4],
        developer_id: 7,
        project_id: 9,
        view: 'map',
        sort: 'area',
        buildings: [11],
      }),
    ],
  ];

  it.each(cases)('%s', (_name, value) => {
    expectRoundTrip(value);
  });

  it('keeps the page number', () => {
    expectRoundTrip(state({ offer_type: 'Sale' }), 4);
  });

  /** mulberry32: a small seeded generator, so a failing combination is the same on every run. */
  function prng(seed: number): () => number {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function generated(random: () => number): FilterState {
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    const maybe = <T>(make: () => T): T | null => (random() < 0.5 ? make() : null);
    const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
    const subset = <T>(list: readonly T[]): T[] => list.filter(() => random() < 0.3);
    const ids = (): number[] => {
      const out: number[] = [];
      for (let i = int(0, 4); i > 0; i--) {
        const id = int(1, 2_147_483_647);
        if (!out.includes(id)) out.push(id);
      }
      return out;
    };
    const amount = (limit: number) => {
      // Whole numbers, halves and cents: what the sliders and a typed URL produce.
      const whole = int(0, Math.min(limit, 2 ** 40));
      return Math.min(limit, whole + pick([0, 0.5, 0.25, 0.99]));
    };
    const range = (limit: number) => {
      const a = amount(limit);
      const b = amount(limit);
      return [Math.min(a, b), Math.max(a, b)] as const;
    };
    const rooms = () => subset([1, 2, 3, 4, 5, 6, 7]);
    const bedrooms = () => subset([0, 1, 2, 3, 4, 5, 6, 7]);
    const price = maybe(() => range(PRICE_LIMIT));
    return {
      offer_type: maybe(() => pick(OFFER_TYPES)),
      location_id: ids(),
      property_type: subset(PROPERTY_TYPES),
      bedrooms: bedrooms(),
      bathrooms: rooms(),
      area_filter: maybe(() => range(AREA_LIMIT)),
      price_range: price,
      // The URL writes the range's currency only beside a range.
      price_currency: price ? maybe(() => pick(CURRENCIES)) : null,
      rental_type: maybe(() => pick(RENTAL_TYPES)),
      property_stage: subset(PROPERTY_STAGES),
      furniture: subset(FURNITURE),
      amenities_filter: ids(),
      developer_id: maybe(() => int(1, 2_147_483_647)),
      project_id: maybe(() => int(1, 2_147_483_647)),
      tenure: maybe(() => pick(TENURE_FILTERS)),
      reduced: pick([true, false]),
      search: maybe(() => pick(['Kata', 'Laguna Park', 'sea view, pool', 'Phuket Town'])),
      view: pick(['list', 'map'] as const),
      sort: maybe(() => pick(SORT_KEYS)),
      buildings: ids(),
    };
  }

  it('holds for 400 generated combinations', () => {
    const random = prng(20261123);
    for (let i = 0; i < 400; i++) expectRoundTrip(generated(random), 1 + (i % 3));
  });

  it('the browser drops what the API refuses, and the API names the key', () => {
    const url = 'bedrooms=8,2&location_id=x&furniture=Antique';
    expect(parseFilterQuery(url).filters).toEqual(state({ bedrooms: [2] }));
    const api = parseListingFilters({
      'filter[bedrooms]': '8,2',
      'filter[location_id]': 'x',
      'filter[furniture]': 'Antique',
    });
    expect(Object.keys(api.errors).sort()).toEqual([
      'filter[bedrooms]',
      'filter[furniture]',
      'filter[location_id]',
    ]);
  });

  it('the API refuses free text longer than the search field takes; the browser cuts it', () => {
    const long = 'a'.repeat(101);
    expect(parseListingFilters({ 'filter[search]': long }).errors).toEqual({
      'filter[search]': ['The search filter may be at most 100 characters.'],
    });
    expect(parseFilterQuery(`search=${long}`).filters.search).toBe('a'.repeat(100));
  });
});
