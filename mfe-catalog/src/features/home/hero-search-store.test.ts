import { parseFilterQuery } from '@phuket/shared/filters';
import { HERO_OFFERS, HeroSearchStore, heroSearchHref } from './hero-search-store';

describe('hero search query (docs/product-rules.md §2 "Hero search")', () => {
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

describe('where a location-search suggestion leads', () => {
  const suggestion = (kind: 'area' | 'project' | 'developer' | 'property', id: number) => ({
    kind,
    id,
    label: 'x',
    detail: null,
    score: 1,
  });

  it("opens a project's own page, not a search that may find none of its listings", () => {
    const store = new HeroSearchStore();
    store.setOfferType('Rent');
    store.setLocation(4);
    expect(store.suggestionHref(suggestion('project', 9))).toBe('/projects/9');
  });

  it('sends typed text without a pick as its best area, else as a search', () => {
    const store = new HeroSearchStore();
    store.setFreeText({ location_id: 5 });
    expect(store.href).toBe('/properties?offer_type=Sale&location_id=5');
    store.setFreeText({ search: 'Sea Breeze' });
    expect(store.href).toBe('/properties?offer_type=Sale&search=Sea%20Breeze');
    expect(parseFilterQuery(store.href.split('?')[1] ?? '').filters.search).toBe('Sea Breeze');
    // Choosing an area afterwards replaces the text.
    store.setLocation(6);
    expect(store.href).toBe('/properties?offer_type=Sale&location_id=6');
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
