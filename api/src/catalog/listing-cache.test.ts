import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/client';
import { currencyRates, developers, listingPhotos, listings, users } from '../db/schema';
import { ConfigError, loadConfig } from '../env';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { invalidateListingCaches } from './invalidation';

/*
 * The page micro-cache seen from outside: a repeated public search is answered from memory,
 * a write followed by invalidateListingCaches() is visible at once, distinct queries never
 * share an entry, and lists that depend on the signed-in user never touch the cache.
 */

interface Card {
  id: number;
  title: string | null;
  price: number;
  albums: { photos: { url: string }[] }[];
}
interface CardPage {
  data: Card[];
  meta: { total: number };
}

let t: TestApp;
let db: Db;
/** The same app with the cache off, on the same database: the reference answers. */
let fresh: FastifyInstance;
let agentId = 0;
let devId = 0;
const ids: number[] = [];

async function body(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.body;
}

async function page(url: string, headers: Record<string, string> = {}): Promise<CardPage> {
  return JSON.parse(await body(t.app, url, headers)) as CardPage;
}

async function titles(url: string): Promise<(string | null)[]> {
  return (await page(url)).data.map((c) => c.title);
}

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  db = t.database.db;
  fresh = await buildApp({
    config: { ...t.config, listingCacheTtlMs: 0 },
    database: t.database,
    logger: false,
  });
  await fresh.ready();
  await db
    .update(currencyRates)
    .set({ rateToThb: '0.03' })
    .where(eq(currencyRates.currency, 'USD'));
  const [agent] = await db
    .insert(users)
    .values({
      name: 'Cache Agent',
      email: 'cache.agent@example.com',
      passwordHash: 'x',
      role: 'broker',
    })
    .returning({ id: users.id });
  agentId = agent!.id;
  const [dev] = await db
    .insert(developers)
    .values({ title: 'Cache Dev', logo: 'logos/cache.webp' })
    .returning({ id: developers.id });
  devId = dev!.id;
  const day = 24 * 60 * 60 * 1000;
  for (let i = 0; i < 5; i++) {
    const [row] = await db
      .insert(listings)
      .values({
        userId: agentId,
        status: 'published',
        title: `Cache listing ${i}`,
        offerType: i % 2 === 0 ? 'Sale' : 'Rent',
        propertyType: 'Villa',
        price: String(1_000_000 * (i + 1)),
        priceThb: String(1_000_000 * (i + 1)),
        developerId: i < 2 ? devId : null,
        createdAt: new Date(Date.now() - i * day),
      })
      .returning({ id: listings.id });
    ids.push(row!.id);
  }
});

afterAll(async () => {
  await fresh.close();
  await t.close();
});

describe('listing page cache', () => {
  it('answers a repeated search from memory until the data is invalidated', async () => {
    const url = '/api/properties?filter[offer_type]=Sale&sort=price';
    expect(await titles(url)).toEqual(['Cache listing 0', 'Cache listing 2', 'Cache listing 4']);

    await db.update(listings).set({ title: 'Renamed' }).where(eq(listings.id, ids[0]!));
    await db.insert(listingPhotos).values({ listingId: ids[2]!, path: 'cache/new.webp' });
    // Not invalidated yet: the stored page is still the answer (this proves it is cached).
    expect(await titles(url)).toEqual(['Cache listing 0', 'Cache listing 2', 'Cache listing 4']);

    invalidateListingCaches(db);
    const after = await page(url);
    expect(after.data.map((c) => c.title)).toEqual([
      'Renamed',
      'Cache listing 2',
      'Cache listing 4',
    ]);
    expect(after.data[1]?.albums[0]?.photos[0]?.url).toBe('/media/cache/new.webp');
  });

  it('shows a new or withdrawn listing, and the new total, after invalidation', async () => {
    const url = '/api/properties?filter[property_type]=Villa';
    expect((await page(url)).meta.total).toBe(5);
    const [added] = await db
      .insert(listings)
      .values({ userId: agentId, status: 'published', title: 'Brand new', propertyType: 'Villa' })
      .returning({ id: listings.id });
    await db.update(listings).set({ status: 'draft' }).where(eq(listings.id, ids[4]!));
    invalidateListingCaches(db);
    const after = await page(url);
    expect(after.meta.total).toBe(5);
    expect(after.data.map((c) => c.id)).toContain(added!.id);
    expect(after.data.map((c) => c.id)).not.toContain(ids[4]);
    await db.update(listings).set({ status: 'published' }).where(eq(listings.id, ids[4]!));
    await db.delete(listings).where(eq(listings.id, added!.id));
    invalidateListingCaches(db);
  });

  it('shows new currency rates after invalidation', async () => {
    const url = `/api/properties?currency=USD&filter[developer_id]=${devId}&sort=price`;
    expect((await page(url)).data.map((c) => c.price)).toEqual([30000, 60000]);
    await db
      .update(currencyRates)
      .set({ rateToThb: '0.02' })
      .where(eq(currencyRates.currency, 'USD'));
    invalidateListingCaches(db);
    expect((await page(url)).data.map((c) => c.price)).toEqual([20000, 40000]);
    await db
      .update(currencyRates)
      .set({ rateToThb: '0.03' })
      .where(eq(currencyRates.currency, 'USD'));
    invalidateListingCaches(db);
  });

  it('never lets two different queries share an entry', async () => {
    const urls = [
      '/api/properties',
      '/api/properties?sort=price',
      '/api/properties?sort=-price',
      '/api/properties?sort=area',
      '/api/properties?currency=USD',
      '/api/properties?currency=EUR',
      '/api/properties?per_page=2',
      '/api/properties?per_page=2&page=2',
      '/api/properties?per_page=2&page=3',
      '/api/properties?filter[offer_type]=Rent',
      '/api/properties?filter[price_range]=1000000,2500000',
      '/api/properties?filter[price_range]=1000000,3500000',
      '/api/properties?filter[price_range]=30000,80000&currency=USD',
      `/api/properties?filter[user_id]=${agentId}&per_page=3`,
      `/api/properties?filter[developer_id]=${devId}`,
      '/api/get-listings',
      '/api/get-listings?per_page=12',
      `/api/developers/${devId}/listings`,
      `/api/developers/${devId}/listings?filter[offer_type]=Rent`,
      `/api/agents/${agentId}/listings`,
      `/api/get/broker/listings?filter[user_id]=${agentId}`,
    ];
    // Every URL's answer, first in order, then again in reverse (now from the cache), must be
    // exactly what the same app without a cache answers.
    for (const url of [...urls, ...[...urls].reverse()]) {
      expect(await body(t.app, url)).toBe(await body(fresh, url));
    }
    const distinct = new Set(await Promise.all(urls.map((u) => body(fresh, u))));
    // Sanity: most answers differ, so a shared entry could not hide behind look-alikes.
    expect(distinct.size).toBeGreaterThanOrEqual(15);
  });

  it('shares an entry between spellings of the same query', async () => {
    const a = '/api/properties?filter[offer_type]=Rent&sort=price';
    const b = '/api/properties?sort=price&currency=THB&filter[offer_type]=Rent&page=1';
    expect(await titles(a)).toEqual(['Cache listing 1', 'Cache listing 3']);
    await db.update(listings).set({ title: 'Changed' }).where(eq(listings.id, ids[1]!));
    // b normalizes to a's key, so it is served a's stored page.
    expect(await titles(b)).toEqual(['Cache listing 1', 'Cache listing 3']);
    invalidateListingCaches(db);
    expect(await titles(b)).toEqual(['Changed', 'Cache listing 3']);
  });

  it("never caches an owner's own list (drafts) nor serves it to anyone else", async () => {
    const broker = await registerUser(t.app);
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, broker.email));
    const auth = { authorization: `Bearer ${broker.token}` };
    await db.insert(listings).values({ userId: me!.id, status: 'draft', title: 'Draft one' });
    expect(await titles('/api/get/broker/listings')).not.toContain('Draft one');
    expect((await page('/api/get/broker/listings', auth)).data.map((c) => c.title)).toEqual([
      'Draft one',
    ]);
    // A new draft shows at once, with no invalidation: the owner's list is read every time.
    await db.insert(listings).values({ userId: me!.id, status: 'draft', title: 'Draft two' });
    expect((await page('/api/get/broker/listings', auth)).data.map((c) => c.title)).toEqual([
      'Draft two',
      'Draft one',
    ]);
    // The public list of the same broker never holds drafts.
    expect(await titles(`/api/get/broker/listings?filter[user_id]=${me!.id}`)).toEqual([]);
    expect(await titles(`/api/properties?filter[user_id]=${me!.id}`)).toEqual([]);
  });

  it('answers every request from the database when LISTING_CACHE_TTL_MS is 0', async () => {
    const url = '/api/properties?filter[offer_type]=Sale&sort=-price';
    const first = JSON.parse(await body(fresh, url)) as CardPage;
    await db.update(listings).set({ title: 'Seen at once' }).where(eq(listings.id, ids[4]!));
    const second = JSON.parse(await body(fresh, url)) as CardPage;
    expect(first.data[0]?.title).not.toBe('Seen at once');
    expect(second.data[0]?.title).toBe('Seen at once');
  });
});

describe('LISTING_CACHE_TTL_MS', () => {
  it('defaults to a few seconds and accepts 0..60000 ms only', () => {
    expect(loadConfig({}).listingCacheTtlMs).toBe(5000);
    expect(loadConfig({ LISTING_CACHE_TTL_MS: '0' }).listingCacheTtlMs).toBe(0);
    expect(loadConfig({ LISTING_CACHE_TTL_MS: '2500' }).listingCacheTtlMs).toBe(2500);
    for (const bad of ['-1', '1.5', 'soon', '600000']) {
      expect(() => loadConfig({ LISTING_CACHE_TTL_MS: bad })).toThrow(ConfigError);
    }
  });
});
