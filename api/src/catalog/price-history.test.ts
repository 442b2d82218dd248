import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  PRICE_HISTORY_MAX,
  type FavouriteListings,
  type ListingCard,
  type ListingDetail,
  type ListingDraft,
  type MyListingsPage,
} from '@phuket/shared/contract';
import type { Db } from '../db/client';
import { listingPriceChanges, listings, locations } from '../db/schema';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { invalidateListingCaches } from './invalidation';

/*
 * Price history: every change of a public listing's price or currency is recorded once, with
 * the write's time, whichever path wrote it; a draft's changes before it was ever public are
 * not history; the property page gets the changes oldest first, each side in its own currency.
 */

let t: TestApp;
let db: Db;
let auth: Record<string, string>;
let clock = new Date('2026-10-01T09:00:00.000Z');
let locationId = 0;

async function post<T>(url: string, payload: InjectOptions['payload']): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

async function property(id: number, currency = 'THB'): Promise<ListingDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${id}/property?currency=${currency}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<ListingDetail>();
}

/** A Sale villa at `price` THB through the wizard (steps 1-3), still a draft; id and version. */
async function draftAt(
  price: number,
): Promise<{ id: number; version: number; paths: ListingDraft['paths'] }> {
  const draft = await post<ListingDraft>('/listing/store?step=1', {
    title: `Price history villa ${Date.now().toString(36)}`,
    offer_type: 'Sale',
    property_type: 'Villa',
  });
  await post(draft.paths.steps['2'], { version: 1, location_id: locationId });
  await post(draft.paths.steps['3'], { version: 2, price });
  return { id: draft.id, version: 3, paths: draft.paths };
}

/** Publishing asks for photos, which this file is not about: the row is published directly. */
async function publish(id: number): Promise<void> {
  await db
    .update(listings)
    .set({ status: 'published', publishedAt: clock })
    .where(eq(listings.id, id));
  invalidateListingCaches(db);
}

beforeAll(async () => {
  t = await createTestApp({ demo: false, now: () => clock });
  db = t.database.db;
  const { token } = await registerUser(t.app, { role: 'broker' });
  auth = { authorization: `Bearer ${token}` };
  const [location] = await db.select({ id: locations.id }).from(locations).limit(1);
  locationId = location?.id ?? 0;
}, 180_000);

afterAll(() => t.close());

describe('price history', () => {
  it('records nothing while a listing has never been public', async () => {
    const draft = await draftAt(9_000_000);
    await post(draft.paths.steps['3'], { version: draft.version, price: 8_500_000 });
    const rows = await db
      .select()
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.listingId, draft.id));
    expect(rows).toEqual([]);
  });

  it('records each change of a public listing once, in order, with the write time and both currencies', async () => {
    const draft = await draftAt(10_000_000);
    await publish(draft.id);
    expect((await property(draft.id)).price_history).toEqual([]);

    clock = new Date('2026-10-05T10:00:00.000Z');
    await post(draft.paths.steps['3'], { version: 3, price: 9_500_000 });
    // A save that leaves the price alone (the bedrooms, say) is no change.
    clock = new Date('2026-10-06T10:00:00.000Z');
    await post(draft.paths.steps['3'], { version: 4, price: 9_500_000, bedrooms: 3 });
    clock = new Date('2026-10-20T08:30:00.000Z');
    await post(draft.paths.steps['3'], { version: 5, price: 280_000, currency: 'USD' });

    const page = await property(draft.id, 'EUR');
    // Never converted: each side as the owner asked, whatever currency the visitor reads in.
    expect(page.price_history).toEqual([
      {
        changed_at: '2026-10-05T10:00:00.000Z',
        old_price: 10_000_000,
        old_currency: 'THB',
        new_price: 9_500_000,
        new_currency: 'THB',
      },
      {
        changed_at: '2026-10-20T08:30:00.000Z',
        old_price: 9_500_000,
        old_currency: 'THB',
        new_price: 280_000,
        new_currency: 'USD',
      },
    ]);
    const [thb] = await db
      .select({ old: listingPriceChanges.oldPriceThb, new: listingPriceChanges.newPriceThb })
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.listingId, draft.id))
      .orderBy(listingPriceChanges.id);
    expect(thb).toEqual({ old: '10000000.00', new: '9500000.00' });
  });

  it('keeps recording while the listing is off the site, and after it comes back', async () => {
    const draft = await draftAt(7_000_000);
    await publish(draft.id);
    await db.update(listings).set({ status: 'archived' }).where(eq(listings.id, draft.id));
    clock = new Date('2026-11-02T12:00:00.000Z');
    await post(draft.paths.steps['3'], { version: 3, price: 6_600_000 });
    // Not public: no page, but the change is history the page shows once it is back.
    const hidden = await t.app.inject({ method: 'GET', url: `/api/${draft.id}/property` });
    expect(hidden.statusCode).toBe(404);
    await publish(draft.id);
    expect((await property(draft.id)).price_history.map((c) => c.new_price)).toEqual([6_600_000]);
  });

  it('records a write from any path, such as a bulk update outside the wizard', async () => {
    const a = await draftAt(5_000_000);
    const b = await draftAt(6_000_000);
    await publish(a.id);
    await publish(b.id);
    await db.execute(
      sql`update listings set price = price * 0.9, price_thb = price_thb * 0.9 where id in (${a.id}, ${b.id})`,
    );
    invalidateListingCaches(db);
    const histories = await Promise.all([property(a.id), property(b.id)]);
    expect(histories.map((p) => p.price_history.map((c) => [c.old_price, c.new_price]))).toEqual([
      [[5_000_000, 4_500_000]],
      [[6_000_000, 5_400_000]],
    ]);
  });

  it('gives the page the latest changes only, oldest first', async () => {
    const draft = await draftAt(3_000_000);
    await publish(draft.id);
    const changes = PRICE_HISTORY_MAX + 3;
    for (let i = 1; i <= changes; i += 1) {
      clock = new Date(Date.UTC(2026, 10, 1, 0, i));
      await db
        .update(listings)
        .set({ price: String(3_000_000 - i * 1000), updatedAt: clock })
        .where(eq(listings.id, draft.id));
    }
    invalidateListingCaches(db);
    const history = (await property(draft.id)).price_history;
    expect(history).toHaveLength(PRICE_HISTORY_MAX);
    expect(history[0]?.old_price).toBe(3_000_000 - 3 * 1000);
    expect(history.at(-1)?.new_price).toBe(3_000_000 - changes * 1000);
    const times = history.map((c) => c.changed_at);
    expect([...times].sort()).toEqual(times);
  });

  it('goes with its listing when the listing is deleted', async () => {
    const draft = await draftAt(4_000_000);
    await publish(draft.id);
    await post(draft.paths.steps['3'], { version: 3, price: 3_900_000 });
    await db.delete(listings).where(eq(listings.id, draft.id));
    const rows = await db
      .select()
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.listingId, draft.id));
    expect(rows).toEqual([]);
  });

  describe('"Reduced" on every card', () => {
    let id = 0;
    let perPage = 30;
    /** In neither "recently reduced" list (index, SQL), and no card says "Reduced". */
    const NOT_REDUCED = {
      filter: [false, false],
      index: null,
      sql: null,
      favourites: null,
      mine: null,
      page: null,
    };
    const get = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> => {
      const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json<T>();
    };
    /** Every card of the listing the site serves, with a page size of its own each time. */
    const reducedEverywhere = async () => {
      perPage -= 1;
      const indexed = await get<{ data: ListingCard[] }>(`/properties?per_page=${perPage}`);
      // Free text is answered by SQL, not the search index.
      const bySql = await get<{ data: ListingCard[] }>(
        `/properties?per_page=${perPage}&filter[search]=${encodeURIComponent('Reduced villa')}`,
      );
      const favourites = await get<FavouriteListings>(`/favourites/listings?ids=${id}`);
      const mine = await get<MyListingsPage>(`/get/broker/listings?per_page=${perPage}`, auth);
      const filtered = await get<{ data: ListingCard[] }>(
        `/properties?per_page=${perPage}&filter[reduced]=true`,
      );
      const filteredBySql = await get<{ data: ListingCard[] }>(
        `/properties?per_page=${perPage}&filter[reduced]=true&filter[search]=${encodeURIComponent('Reduced villa')}`,
      );
      const inFilter = [filtered, filteredBySql].map((p) => p.data.some((card) => card.id === id));
      // A card in the "recently reduced" list always says by how much.
      expect(filtered.data.every((card) => card.reduced_percent !== null)).toBe(true);
      return {
        filter: inFilter,
        index: indexed.data.find((card) => card.id === id)?.reduced_percent,
        sql: bySql.data.find((card) => card.id === id)?.reduced_percent,
        favourites: favourites.data.find((card) => card.id === id)?.reduced_percent,
        mine: mine.data.find((card) => card.id === id)?.reduced_percent,
        page: (await property(id)).reduced_percent,
      };
    };

    beforeAll(async () => {
      clock = new Date('2026-12-01T09:00:00.000Z');
      const draft = await post<ListingDraft>('/listing/store?step=1', {
        title: 'Reduced villa by the sea',
        offer_type: 'Sale',
        property_type: 'Villa',
      });
      await post(draft.paths.steps['2'], { version: 1, location_id: locationId });
      await post(draft.paths.steps['3'], { version: 2, price: 12_000_000 });
      id = draft.id;
      await publish(id);
      // The newest listing: first on the search's first page.
      await db.update(listings).set({ createdAt: clock }).where(eq(listings.id, id));
      invalidateListingCaches(db);
    });

    it('is null until the price is cut, then the cut in whole percent on every card', async () => {
      expect(await reducedEverywhere()).toEqual(NOT_REDUCED);
      clock = new Date('2026-12-02T09:00:00.000Z');
      await post(`/listing/${id}/step/3`, { version: 3, price: 11_000_000 });
      // (12,000,000 − 11,000,000) / 12,000,000 = 8.3 %: 8.
      const eight = { filter: [true, true], index: 8, sql: 8, favourites: 8, mine: 8, page: 8 };
      expect(await reducedEverywhere()).toEqual(eight);
      // Still so 29 days later, from the caches as from the database.
      clock = new Date('2026-12-31T09:00:00.000Z');
      expect(await reducedEverywhere()).toEqual(eight);
    });

    it('goes once the cut is over 30 days old, with no write to empty a cache', async () => {
      clock = new Date('2027-01-01T09:00:01.000Z');
      expect(await reducedEverywhere()).toEqual(NOT_REDUCED);
    });
  });

  it('refuses a "recently reduced" filter that is not true, naming the field', async () => {
    for (const value of ['yes', 'false', '0']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/properties?filter[reduced]=${value}`,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        'filter[reduced]': ['The reduced filter must be true, or left out.'],
      });
    }
  });
});
