import type { MyListing } from '@phuket/shared/api/listings';
import { setApiAdapter } from '@phuket/shared/api';
import { availableActions, listingPaths } from '@phuket/shared/contract';
import { completenessText } from './ListingRow';
import { formatMyListingsQuery, parseMyListingsQuery } from './my-listings-query';
import { MyListingsStore } from './my-listings-store';

// The store runs the real client functions; only the HTTP exchange is answered from memory
// (setApiAdapter), so paths, params, bodies and error bodies are those the API sees and sends.

// axios is not a dependency of this package: its types come through the client's signature.
type Adapter = NonNullable<Parameters<typeof setApiAdapter>[0]>;
type RequestConfig = Parameters<Adapter>[0];
type Response = Awaited<ReturnType<Adapter>>;

interface Sent {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

type Answer = { status: number; data: unknown };
type Handler = (request: Sent) => Answer | Promise<Answer>;

let sent: Sent[] = [];
let handler: Handler = () => ({ status: 500, data: { message: 'no handler' } });

function row(id: number, overrides: Partial<MyListing> = {}): MyListing {
  return {
    id,
    title: `Villa ${id}`,
    price: 1_000_000,
    discount: null,
    currency: 'THB',
    property_type: 'Villa',
    property_stage: 'Ready',
    offer_type: 'Sale',
    rental_type: null,
    bedrooms: 3,
    bathrooms: 2,
    area: 210,
    location: 'Kata',
    location_id: 4,
    latitude: null,
    longitude: null,
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
    status: 'draft',
    version: 1,
    cover_url: null,
    completeness: {
      met: {
        title: true,
        property_type: true,
        offer_type: true,
        price: true,
        location: true,
        photos: true,
      },
      missing: [],
      ready: true,
      photos_count: 3,
    },
    confirmed_at: null,
    expired_at: null,
    views: 0,
    updated_at: '2026-11-20T10:00:00.000Z',
    moderation_note: null,
    actions: ['publish', 'archive'],
    paths: listingPaths(id),
    ...overrides,
  };
}

function page(rows: MyListing[], current = 1, total = rows.length) {
  return {
    status: 200,
    data: {
      data: rows,
      meta: { current_page: current, per_page: 6, total, last_page: Math.ceil(total / 6) },
    },
  };
}

beforeEach(() => {
  sent = [];
  setApiAdapter(async (config: RequestConfig): Promise<Response> => {
    const request: Sent = {
      method: config.method ?? 'get',
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    sent.push(request);
    const { status, data } = await handler(request);
    const response: Response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) {
      // As axios's own adapter rejects: an error carrying the response.
      throw Object.assign(new Error(`status ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
    }
    return response;
  });
});

afterAll(() => setApiAdapter(undefined));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('my listings URL query', () => {
  it('reads status, title and page, and writes them back leaving defaults out', () => {
    const query = parseMyListingsQuery('?status=published&title=%20Kata%20&page=3');
    expect(query).toEqual({ status: 'published', title: 'Kata', page: 3 });
    expect(formatMyListingsQuery(query)).toBe('status=published&title=Kata&page=3');
    expect(formatMyListingsQuery({ status: null, title: '', page: 1 })).toBe('');
  });

  it('falls back to the defaults for what the API would refuse', () => {
    expect(parseMyListingsQuery('?status=deleted&page=-2')).toEqual({
      status: null,
      title: '',
      page: 1,
    });
    expect(parseMyListingsQuery('?page=abc').page).toBe(1);
    expect(parseMyListingsQuery(`?title=${'x'.repeat(300)}`).title).toHaveLength(255);
  });
});

describe('MyListingsStore', () => {
  it('loads the page the URL names, 6 a page, with filter[status] and filter[title]', async () => {
    handler = () => page([row(1), row(2)], 2, 8);
    const store = new MyListingsStore();
    store.readQuery('?status=draft&title=villa&page=2');
    await flush();
    expect(sent).toEqual([
      {
        method: 'get',
        url: '/get/broker/listings',
        params: { page: 2, per_page: 6, 'filter[status]': 'draft', 'filter[title]': 'villa' },
        data: undefined,
      },
    ]);
    expect(store.state).toBe('ready');
    expect(store.listings.map((l) => l.id)).toEqual([1, 2]);
    expect(store.total).toBe(8);
  });

  it('starts from the URL it is given, before anything is loaded', () => {
    const store = new MyListingsStore(undefined, '?title=Kata&page=2');
    expect(store.query).toEqual({ status: null, title: 'Kata', page: 2 });
    expect(sent).toEqual([]);
  });

  it('writes filters and page as the URL query and starts a new filter at page 1', async () => {
    handler = () => page([row(1)], 1, 45);
    const store = new MyListingsStore();
    store.readQuery('');
    store.setPage(4);
    expect(store.search).toBe('page=4');
    store.setStatus('published');
    expect(store.search).toBe('status=published');
    store.setTitle('  Kata ');
    expect(store.search).toBe('status=published&title=Kata');
    store.clearFilters();
    expect(store.search).toBe('');
    await flush();
  });

  it('does not load again when the URL echoes the state it was written from', async () => {
    handler = () => page([row(1)], 1, 45);
    const store = new MyListingsStore();
    store.readQuery('');
    store.setPage(2);
    store.readQuery(`?${store.search}`);
    await flush();
    expect(sent.map((request) => request.params.page)).toEqual([1, 2]);
  });

  it('tells "no listings at all" from "nothing matches the filters"', async () => {
    handler = () => page([]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    expect([store.isEmpty, store.noMatches]).toEqual([true, false]);
    store.setStatus('sold');
    await flush();
    expect([store.isEmpty, store.noMatches]).toEqual([false, true]);
  });

  it('shows the last page when the one asked for is past the end', async () => {
    handler = (request) =>
      request.params.page === 9 ? page([], 9, 45) : page([row(1), row(2), row(3)], 8, 45);
    const store = new MyListingsStore();
    store.readQuery('?page=9');
    await flush();
    await flush();
    expect(store.query.page).toBe(8);
    expect(store.listings).toHaveLength(3);
  });

  it('takes public cards (the API saw no owner: signed out elsewhere) as a failure, not as no listings', async () => {
    const { status: _status, ...card } = row(1);
    handler = () => page([card as MyListing]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    expect(store.state).toBe('error');
    expect(store.listings).toEqual([]);
    expect(store.isEmpty).toBe(false);
  });

  it('fails to a Retry state and loads again on Retry', async () => {
    handler = () => ({ status: 503, data: { message: 'Service unavailable' } });
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    expect(store.state).toBe('error');
    handler = () => page([row(1)]);
    store.retry();
    await flush();
    expect(store.state).toBe('ready');
    expect(sent).toHaveLength(2);
  });

  it('publishes with the version to the given path and shows the new state in the row', async () => {
    handler = () => page([row(5, { version: 3 })]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    const listing = store.listings[0] as MyListing;
    handler = () => ({
      status: 200,
      data: {
        id: 5,
        status: 'published',
        version: 4,
        confirmed_at: '2026-11-24T00:00:00.000Z',
        updated_at: '2026-11-24T00:00:00.000Z',
      },
    });
    const running = store.run(listing, 'publish');
    expect(store.busy.get(5)).toBe('publish');
    await running;
    expect(sent.find((s) => s.url === '/listing/5/publish')).toMatchObject({
      method: 'post',
      url: '/listing/5/publish',
      data: { version: 3 },
    });
    expect(store.busy.size).toBe(0);
    expect(store.listings[0]).toMatchObject({
      status: 'published',
      version: 4,
      confirmed_at: '2026-11-24T00:00:00.000Z',
      actions: ['unpublish', 'mark_sold', 'archive'],
    });
    expect(store.actionsOf(store.listings[0] as MyListing)).toEqual([
      'unpublish',
      'mark_sold',
      'archive',
      'confirm',
      'duplicate',
      'delete',
    ]);
    expect(store.messages.get(5)).toMatchObject({ kind: 'success', stale: false });
    expect(store.messages.get(5)?.duplicates).toBeUndefined();
  });

  it('names the listing a published copy duplicates, after publishing it from the list', async () => {
    handler = () => page([row(6, { version: 2 })]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    const match = {
      id: 5,
      title: 'Villa 5',
      cover_url: null,
      yours: true,
      matched_on: ['photo', 'price', 'area'],
    };
    handler = (request) =>
      request.url === '/listing/6/duplicates'
        ? { status: 200, data: { matches: [match] } }
        : {
            status: 200,
            data: {
              id: 6,
              status: 'published',
              version: 3,
              confirmed_at: '2026-11-24T00:00:00.000Z',
              updated_at: '2026-11-24T00:00:00.000Z',
            },
          };
    await store.run(store.listings[0] as MyListing, 'publish');
    expect(sent.map((s) => [s.method, s.url]).slice(-2)).toEqual([
      ['post', '/listing/6/publish'],
      ['get', '/listing/6/duplicates'],
    ]);
    expect(store.messages.get(6)).toMatchObject({ kind: 'success', duplicates: [match] });
  });

  it('shows a refused publish with each missing field', async () => {
    handler = () => page([row(6)]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    handler = () => ({
      status: 422,
      data: {
        message: 'This listing cannot be published yet: price, photos missing.',
        errors: {
          price: ['A price above 0 is required to publish.'],
          photos: ['At least 3 photos are required to publish.'],
        },
      },
    });
    await store.run(store.listings[0] as MyListing, 'publish');
    expect(store.messages.get(6)).toEqual({
      kind: 'error',
      text: 'This listing cannot be published yet: price, photos missing.',
      details: [
        'A price above 0 is required to publish.',
        'At least 3 photos are required to publish.',
      ],
      stale: false,
    });
    expect(store.listings[0]?.status).toBe('draft');
  });

  it('offers Reload on the stale-version 409 and Reload loads the page again', async () => {
    handler = () => page([row(7, { status: 'published', actions: ['unpublish'] })]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    const stale =
      'This listing was changed in another tab or device. Reload to see the latest version.';
    handler = () => ({ status: 409, data: { message: stale } });
    await store.run(store.listings[0] as MyListing, 'unpublish');
    expect(store.messages.get(7)).toMatchObject({ kind: 'error', text: stale, stale: true });
    handler = () => page([row(7, { version: 2 })]);
    store.reload();
    await flush();
    expect(sent.filter((request) => request.url === '/get/broker/listings')).toHaveLength(2);
    expect(store.listings[0]?.version).toBe(2);
    expect(store.messages.size).toBe(0);
  });

  it('confirms availability in one call with the version', async () => {
    handler = () => page([row(8, { status: 'published', version: 2, actions: ['unpublish'] })]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    handler = () => ({
      status: 200,
      data: {
        id: 8,
        status: 'published',
        version: 3,
        confirmed_at: '2026-11-24T08:00:00.000Z',
        updated_at: '2026-11-24T08:00:00.000Z',
      },
    });
    await store.run(store.listings[0] as MyListing, 'confirm');
    expect(sent.at(-1)).toMatchObject({
      url: '/listing/8/confirm-availability',
      data: { version: 2 },
    });
    expect(store.listings[0]?.confirmed_at).toBe('2026-11-24T08:00:00.000Z');
  });

  it('offers Confirm available on a listing that left the search, which puts it back', async () => {
    handler = () =>
      page([
        row(10, {
          status: 'archived',
          version: 5,
          actions: ['publish', 'unpublish'],
          confirmed_at: '2026-09-01T08:00:00.000Z',
          expired_at: '2026-10-31T03:17:00.000Z',
        }),
        row(11, { status: 'archived', actions: ['publish', 'unpublish'] }),
      ]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    const [expired, archived] = store.listings as [MyListing, MyListing];
    expect(store.actionsOf(expired)).toEqual([
      'publish',
      'unpublish',
      'confirm',
      'duplicate',
      'delete',
    ]);
    // Archived by its owner: nothing to confirm.
    expect(store.actionsOf(archived)).not.toContain('confirm');
    handler = () => ({
      status: 200,
      data: {
        id: 10,
        status: 'published',
        version: 6,
        confirmed_at: '2026-11-24T08:00:00.000Z',
        expired_at: null,
        updated_at: '2026-11-24T08:00:00.000Z',
      },
    });
    await store.run(expired, 'confirm');
    expect(sent.at(-1)).toMatchObject({
      url: '/listing/10/confirm-availability',
      data: { version: 5 },
    });
    expect(store.listings[0]).toMatchObject({
      status: 'published',
      expired_at: null,
      actions: ['unpublish', 'mark_sold', 'archive'],
    });
    expect(store.messages.get(10)?.text).toBe(
      'Confirmed available today. It is back in the search.',
    );
  });

  it('duplicates, then shows page 1 without filters with the copy marked', async () => {
    handler = () => page([row(9)], 2, 12);
    const store = new MyListingsStore();
    store.readQuery('?status=draft&page=2');
    await flush();
    handler = (request) =>
      request.url === '/listing/9/duplicate'
        ? { status: 201, data: { id: 50, title: 'Villa 9' } }
        : page([row(50), row(9)], 1, 13);
    const copy = await store.duplicate(store.listings[0] as MyListing);
    await flush();
    expect(copy?.id).toBe(50);
    expect(store.search).toBe('');
    expect(store.highlighted).toBe(50);
    expect(store.notice).toBe('A copy was made as a new draft: Villa 9.');
    expect(store.listings.map((l) => l.id)).toEqual([50, 9]);
  });

  it('deletes with the version in the query and loads the page again', async () => {
    handler = () => page([row(10, { version: 5 }), row(11)]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    handler = (request) =>
      request.method === 'delete'
        ? { status: 200, data: { message: 'Listing deleted.' } }
        : page([row(11)]);
    expect(await store.remove(store.listings[0] as MyListing)).toBe(true);
    await flush();
    expect(sent.find((request) => request.method === 'delete')).toMatchObject({
      url: '/listing/10/delete-listing',
      params: { version: 5 },
    });
    expect(store.listings.map((l) => l.id)).toEqual([11]);
    expect(store.notice).toBe('“Villa 10” was deleted.');
  });

  it('keeps the row and says why when a delete is refused', async () => {
    handler = () => page([row(12)]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    handler = () => ({ status: 404, data: { message: 'Listing not found.' } });
    expect(await store.remove(store.listings[0] as MyListing)).toBe(false);
    expect(store.listings).toHaveLength(1);
    expect(store.messages.get(12)).toMatchObject({ kind: 'error', text: 'Listing not found.' });
  });

  it('runs one action per row at a time', async () => {
    handler = () => page([row(13)]);
    const store = new MyListingsStore();
    store.readQuery('');
    await flush();
    const before = sent.length;
    handler = () => new Promise<Answer>(() => undefined);
    const listing = store.listings[0] as MyListing;
    void store.run(listing, 'publish');
    void store.run(listing, 'archive');
    await flush();
    expect(sent.length - before).toBe(1);
  });
});

describe("a row's actions", () => {
  it.each([
    ['draft', 'Sale', ['publish', 'archive', 'duplicate', 'delete']],
    ['published', 'Sale', ['unpublish', 'mark_sold', 'archive', 'confirm', 'duplicate', 'delete']],
    [
      'published',
      'Rent',
      ['unpublish', 'mark_rented', 'archive', 'confirm', 'duplicate', 'delete'],
    ],
    ['sold', 'Sale', ['publish', 'unpublish', 'archive', 'duplicate', 'delete']],
    ['rented', 'Rent', ['publish', 'unpublish', 'archive', 'duplicate', 'delete']],
    ['archived', 'Sale', ['publish', 'unpublish', 'duplicate', 'delete']],
  ] as const)('offers a %s %s listing: %j', (status, offerType, expected) => {
    const listing = row(1, {
      status,
      offer_type: offerType,
      actions: availableActions({ status, offer_type: offerType }),
    });
    expect(new MyListingsStore().actionsOf(listing)).toEqual(expected);
  });

  it('offers the confirmation to an archived listing that left the search for want of one', () => {
    const archived = row(2, {
      status: 'archived',
      expired_at: '2026-10-31T03:17:00.000Z',
      actions: availableActions({ status: 'archived', offer_type: 'Sale' }),
    });
    expect(new MyListingsStore().actionsOf(archived)).toEqual([
      'publish',
      'unpublish',
      'confirm',
      'duplicate',
      'delete',
    ]);
  });
});

describe('completeness text', () => {
  it('names what publishing still needs, or says it is ready', () => {
    const missing = row(1, {
      completeness: {
        met: {
          title: false,
          property_type: true,
          offer_type: true,
          price: false,
          location: true,
          photos: false,
        },
        missing: ['title', 'price', 'photos'],
        ready: false,
        photos_count: 1,
      },
    });
    expect(completenessText(missing)).toBe('To publish, add a title, a price and 3 photos');
    expect(completenessText(row(2))).toBe('Ready to publish');
  });
});
