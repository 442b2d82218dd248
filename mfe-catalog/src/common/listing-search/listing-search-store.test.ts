import type { ListingSummary } from '@phuket/shared/api';
import type { Paginated } from '@phuket/shared/domain';
import { emptyFilters } from '@phuket/shared/filters';
import { ListingSearchStore, normalizeQuery } from './listing-search-store';

function page(ids: number[], current = 1, total = 30): Paginated<ListingSummary> {
  return {
    data: ids.map(
      (id): ListingSummary => ({
        id,
        title: `Listing ${id}`,
        price: id * 1000,
        discount: null,
        currency: 'THB',
        property_type: 'Villa',
        property_stage: 'Ready',
        offer_type: 'Sale',
        rental_type: null,
        bedrooms: 2,
        bathrooms: 2,
        area: 100,
        location: 'Rawai',
        location_id: 1,
        latitude: 7.77,
        longitude: 98.32,
        developer_logo: null,
        albums: [],
        tenure: null,
        leasehold_years: null,
        foreign_quota: null,
        foreign_quota_units: null,
        foreign_freehold: false,
        reduced_percent: null,
        language: 'en',
        title_translations: {},
      }),
    ),
    meta: { current_page: current, per_page: 12, total, last_page: Math.ceil(total / 12) },
  };
}

/** A fetcher that records its calls and answers when told to. */
function fakeFetch() {
  const calls: Record<string, string>[] = [];
  const pending: ((value: Paginated<ListingSummary>) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const fetch = (params: Record<string, string>) => {
    calls.push(params);
    return new Promise<Paginated<ListingSummary>>((resolve, reject) => {
      pending.push(resolve);
      failures.push(reject);
    });
  };
  return { calls, pending, failures, fetch };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ListingSearchStore', () => {
  it('starts from an answer at hand for its first search and does not ask for it again', () => {
    const api = fakeFetch();
    const asked: Record<string, string>[] = [];
    const store = new ListingSearchStore(api.fetch, {
      currency: 'USD',
      initialSearch: '?offer_type=Sale&page=2',
      fromServer: (params) => {
        asked.push(params);
        return page([7, 8], 2);
      },
    });
    expect(asked).toEqual([store.apiParams]);
    expect(store.apiParams).toMatchObject({
      'filter[offer_type]': 'Sale',
      page: '2',
      currency: 'USD',
    });
    expect(store.status).toBe('ready');
    expect(store.listings.map((l) => l.id)).toEqual([7, 8]);
    store.readQuery('?offer_type=Sale&page=2');
    expect(api.calls).toEqual([]);
    // A different search is the app's own request, as always.
    store.setPage(3);
    expect(api.calls).toHaveLength(1);
  });

  it('asks the API when nothing is at hand for its first search', () => {
    const api = fakeFetch();
    const store = new ListingSearchStore(api.fetch, {
      currency: 'THB',
      initialSearch: '?offer_type=Rent',
      fromServer: () => undefined,
    });
    expect(store.status).toBe('idle');
    store.readQuery('?offer_type=Rent');
    expect(api.calls).toHaveLength(1);
  });

  it('reads the URL query into filters and page and asks the API with filter[...] params', () => {
    const api = fakeFetch();
    const store = new ListingSearchStore(api.fetch, { currency: 'THB' });
    store.readQuery('?offer_type=Rent&property_type=Villa,Apartment&bedrooms=2&page=3&sort=price');
    expect(store.filters.offer_type).toBe('Rent');
    expect(store.filters.property_type).toEqual(['Villa', 'Apartment']);
    expect(store.page).toBe(3);
    expect(api.calls).toEqual([
      {
        'filter[offer_type]': 'Rent',
        'filter[property_type]': 'Villa,Apartment',
        'filter[bedrooms]': '2',
        sort: 'price',
        page: '3',
        per_page: '12',
        currency: 'THB',
      },
    ]);
  });

  it('writes the state back as the URL query, leaving defaults out', () => {
    const store = new ListingSearchStore(fakeFetch().fetch, { currency: 'THB' });
    store.readQuery('');
    expect(store.query).toBe('');
    store.applyFilters({ ...emptyFilters(), offer_type: 'Sale', price_range: [0, 5_000_000] });
    expect(store.query).toBe('offer_type=Sale&price_range=0,5000000');
    store.setPage(2);
    expect(store.query).toBe('offer_type=Sale&price_range=0,5000000&page=2');
    store.setView('map');
    expect(store.query).toBe('offer_type=Sale&price_range=0,5000000&view=map');
  });

  it('does not fetch again when the URL echoes the state it was written from', () => {
    const api = fakeFetch();
    const store = new ListingSearchStore(api.fetch, { currency: 'THB' });
    store.readQuery('?offer_type=Sale');
    store.setPage(2);
    store.readQuery(`?${store.query}`);
    expect(api.calls.map((call) => call.page)).toEqual(['1', '2']);
  });

  it('reloads page 1 in the new currency when the currency changes', async () => {
    const api = fakeFetch();
    const store = new ListingSearchStore(api.fetch, { currency: 'THB' });
    store.readQuery('?offer_type=Sale&page=4');
    api.pending[0]?.(page([1, 2], 4));
    await flush();
    store.setCurrency('USD');
    expect(store.page).toBe(1);
    expect(store.query).toBe('offer_type=Sale');
    expect(api.calls.at(-1)).toMatchObject({ page: '1', currency: 'USD' });
    store.setCurrency('USD');
    expect(api.calls).toHaveLength(2);
  });

  it('converts a price range into a newly chosen currency, rounded outwards, in one request', async () => {
    const api = fakeFetch();
    const rates = { THB: 1, USD: 1 / 32.6, EUR: 1 / 35.5 };
    const store = new ListingSearchStore(api.fetch, {
      currency: 'THB',
      fetchRates: () => Promise.resolve(rates),
    });
    store.readQuery('?offer_type=Sale&price_range=10000000,60000000&price_currency=THB');
    await store.switchCurrency('USD');
    expect(store.query).toBe('offer_type=Sale&price_range=306700,1841000&price_currency=USD');
    expect(api.calls.at(-1)).toMatchObject({
      'filter[price_range]': '306700,1841000',
      'filter[price_currency]': 'USD',
      currency: 'USD',
    });
    expect(api.calls).toHaveLength(2);
  });

  it('gives back the entered range exactly after THB -> USD -> EUR -> THB', async () => {
    const api = fakeFetch();
    const rates = { THB: 1, USD: 1 / 32.6, EUR: 1 / 35.5 };
    const store = new ListingSearchStore(api.fetch, {
      currency: 'THB',
      fetchRates: () => Promise.resolve(rates),
    });
    store.readQuery('?offer_type=Sale&price_range=10000000,30000000&price_currency=THB');
    await store.switchCurrency('USD');
    // The page URL echoes the converted range back: the entered one is still remembered.
    store.readQuery(`?${store.query}`);
    await store.switchCurrency('EUR');
    // Converted from the entered THB figures, not from the rounded USD ones.
    expect(store.filters.price_range).toEqual([281600, 845100]);
    store.readQuery(`?${store.query}`);
    await store.switchCurrency('THB');
    expect(store.query).toBe('offer_type=Sale&price_range=10000000,30000000&price_currency=THB');
  });

  it('converts the range when the URL echoes the last switch while the rates are on their way', async () => {
    const rates = { THB: 1, USD: 1 / 32.6, EUR: 1 / 35.5 };
    let answerRates: (value: typeof rates) => void = () => undefined;
    const store = new ListingSearchStore(fakeFetch().fetch, {
      currency: 'THB',
      fetchRates: () =>
        new Promise((resolve) => {
          answerRates = resolve;
        }),
    });
    store.readQuery('?offer_type=Sale&price_range=10000000,30000000&price_currency=THB');
    const toUsd = store.switchCurrency('USD');
    answerRates(rates);
    await toUsd;
    const usdQuery = store.query;
    // A quick second choice: the page's URL echoes the USD search after EUR was chosen and
    // before its rates arrive. The same range read back from the URL is still the range.
    const toEur = store.switchCurrency('EUR');
    store.readQuery(`?${usdQuery}`);
    answerRates(rates);
    await toEur;
    expect(store.filters.price_currency).toBe('EUR');
    expect(store.filters.price_range).toEqual([281600, 845100]);
  });

  it('converts a range chosen after a switch from that range', async () => {
    const rates = { THB: 1, USD: 1 / 32.6, EUR: 1 / 35.5 };
    const store = new ListingSearchStore(fakeFetch().fetch, {
      currency: 'THB',
      fetchRates: () => Promise.resolve(rates),
    });
    store.readQuery('?price_range=10000000,30000000&price_currency=THB');
    await store.switchCurrency('USD');
    store.applyFilters({ ...store.filters, price_range: [100_000, 200_000] });
    await store.switchCurrency('THB');
    expect(store.filters.price_range).toEqual([3_260_000, 6_520_000]);
  });

  it('keeps the range in its own currency when the rates cannot be had', async () => {
    const api = fakeFetch();
    const store = new ListingSearchStore(api.fetch, {
      currency: 'THB',
      fetchRates: () => Promise.reject(new Error('offline')),
    });
    // An old link: the range is in the display currency at the time it is read.
    store.readQuery('?price_range=1000,2000');
    await store.switchCurrency('EUR');
    expect(store.query).toBe('price_range=1000,2000&price_currency=THB');
    expect(api.calls.at(-1)).toMatchObject({ 'filter[price_currency]': 'THB', currency: 'EUR' });
  });

  it('resets the page when filters change and keeps sort and view on Reset', () => {
    const store = new ListingSearchStore(fakeFetch().fetch, { currency: 'THB' });
    store.readQuery('?offer_type=Rent&furniture=Furnished&sort=-price&view=map&page=5');
    store.reset();
    expect(store.filters).toEqual({ ...emptyFilters(), sort: '-price', view: 'map' });
    expect(store.page).toBe(1);
  });

  it('asks for more listings at once on the map', () => {
    const api = fakeFetch();
    const store = new ListingSearchStore(api.fetch, { currency: 'EUR' });
    store.readQuery('?view=map');
    expect(api.calls[0]).toMatchObject({ per_page: '100', currency: 'EUR' });
  });

  it('shows the newest answer only, even when an older one arrives later', async () => {
    const api = fakeFetch();
    const store = new ListingSearchStore(api.fetch, { currency: 'THB' });
    store.readQuery('?offer_type=Sale');
    store.setPage(2);
    api.pending[1]?.(page([21, 22], 2));
    await flush();
    api.pending[0]?.(page([1, 2], 1));
    await flush();
    expect(store.listings.map((listing) => listing.id)).toEqual([21, 22]);
    expect(store.status).toBe('ready');
  });

  it('reports empty results and errors, and Retry asks again', async () => {
    const api = fakeFetch();
    const store = new ListingSearchStore(api.fetch, { currency: 'THB' });
    store.readQuery('');
    expect(store.isLoading).toBe(true);
    api.failures[0]?.(new Error('offline'));
    await flush();
    expect(store.status).toBe('error');
    // The URL echoing the failed search back keeps the error on screen; only Retry asks again.
    store.readQuery('');
    expect([store.status, api.calls.length]).toEqual(['error', 1]);
    store.retry();
    expect(api.calls).toHaveLength(2);
    api.pending[1]?.(page([], 1, 0));
    await flush();
    expect([store.isEmpty, store.total]).toEqual([true, 0]);
  });

  it('normalizes queries so equal searches compare equal', () => {
    expect(normalizeQuery('?offer_type=sale&page=1')).toBe('offer_type=Sale');
    expect(normalizeQuery('?property_type=Villa%2CApartment')).toBe(
      'property_type=Villa,Apartment',
    );
  });
});
