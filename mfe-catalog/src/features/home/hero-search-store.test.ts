import { parseFilterQuery } from '@phuket/shared/filters';
import { HERO_OFFERS, HeroSearchStore, heroSearchHref } from './hero-search-store';

describe('hero search query (SPEC "Hero search")', () => {
  it('labels the switch Rent and Buy, and sends Buy as Sale', () => {
    expect(HERO_OFFERS).toEqual([
      { label: 'Rent', value: 'Rent' },
      { label: 'Buy', value: 'Sale' },
    ]);
  });

  it('opens /properties with offer_type=Sale for Buy with nothing else set', () => {
    const store = new HeroSearchStore();
    expect(store.offer_type).toBe('Sale');
    expect(store.href).toBe('/properties?offer_type=Sale');
  });

  it('builds every parameter for Rent', () => {
    const store = new HeroSearchStore();
    store.setOfferType('Rent');
    store.setLocation(4);
    store.setPropertyTypes(['Villa', 'Townhouse']);
    store.setRooms({ bedrooms: [2, 3], bathrooms: [2] });
    store.setArea([50, 300]);
    store.setPrice([0, 20_000_000]);
    expect(store.href).toBe(
      '/properties?offer_type=Rent&location_id=4&property_type=Villa,Townhouse&bedrooms=2,3' +
        '&bathrooms=2&area_filter=50,300&price_range=0,20000000',
    );
  });

  it('builds the query for Buy that the properties page reads back', () => {
    const href = heroSearchHref({
      offer_type: 'Sale',
      location_id: 12,
      property_type: ['Hotel apartment'],
      bedrooms: [7],
      bathrooms: [],
      area_filter: null,
      price_range: [1_000_000, 9_000_000],
    });
    expect(href).toBe(
      '/properties?offer_type=Sale&location_id=12&property_type=Hotel%20apartment&bedrooms=7' +
        '&price_range=1000000,9000000',
    );
    const { filters } = parseFilterQuery(href.split('?')[1] ?? '');
    expect(filters).toMatchObject({
      offer_type: 'Sale',
      location_id: [12],
      property_type: ['Hotel apartment'],
      bedrooms: [7],
      price_range: [1_000_000, 9_000_000],
    });
  });

  it("switches the 'More filters' toggle", () => {
    const store = new HeroSearchStore();
    store.toggleMoreFilters();
    expect(store.moreFilters).toBe(true);
    store.toggleMoreFilters();
    expect(store.moreFilters).toBe(false);
  });
});

describe('hero price range and offer type', () => {
  it('drops a sale price range when the switch goes to Rent', () => {
    const store = new HeroSearchStore();
    store.setPrice([10_000_000, 30_000_000], 'THB');
    store.setOfferType('Rent');
    expect(store.price_range).toBeNull();
    expect(store.href).toBe('/properties?offer_type=Rent');
  });
});

describe('where a location-search suggestion leads (issue 15, defect 6)', () => {
  const suggestion = (kind: 'area' | 'project' | 'developer' | 'property', id: number) => ({
    kind,
    id,
    label: 'x',
    detail: null,
    score: 1,
  });

  it('searches a project by project_id with the hero choices, in place of a location', () => {
    const store = new HeroSearchStore();
    store.setOfferType('Rent');
    store.setLocation(4);
    store.setRooms({ bedrooms: [2], bathrooms: [] });
    const href = store.suggestionHref(suggestion('project', 9));
    expect(href).toBe('/properties?offer_type=Rent&bedrooms=2&project_id=9');
    expect(parseFilterQuery(href.split('?')[1] ?? '').filters.project_id).toBe(9);
  });

  it('opens a developer and a property on their own pages, and searches an area', () => {
    const store = new HeroSearchStore();
    expect(store.suggestionHref(suggestion('developer', 3))).toBe('/developers/3');
    expect(store.suggestionHref(suggestion('property', 77))).toBe('/properties/77');
    expect(store.suggestionHref(suggestion('area', 5))).toBe(
      '/properties?offer_type=Sale&location_id=5',
    );
  });
});
