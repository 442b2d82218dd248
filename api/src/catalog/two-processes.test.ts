import { and, eq, sql } from 'drizzle-orm';
import { listingPaths, type ListingState, type Page } from '@phuket/shared/contract';
import { Client } from 'pg';
import type { Database } from '../db/client';
import { listingPhotos, listings, projects, users } from '../db/schema';
import { qualified } from '../db/qualified';
import { invalidateListingCaches } from './invalidation';
import { call, signIn, type Caller } from '../listings/test-helpers';
import { seedDemoCatalog } from '../seed/catalog/catalog-seed';
import { createTestApp, openTwoProcessDatabase, type TestApp } from '../test/test-app';

/**
 * Two API processes on one database: on PostgreSQL (test:pg) two apps on two pools, each
 * with its own caches, search index and LISTEN connection, as two processes would have; on
 * PGlite, which one process alone may open, two apps on the one handle. A write through A
 * must show through B long before B's caches would expire on their own: they are set to a
 * minute here, and B is polled for 2 s at most (the bound for a write made through another
 * process).
 */
const CACHE_TTL_MS = '60000';
const EVENTUALLY_MS = 2_000;

let testDatabaseUrl = '';
let first: Database;
let second: Database;
let closeDatabases: () => Promise<void>;
let a: TestApp;
let b: TestApp;
let broker: Caller;
let brokerId: number;
/** A published sale of the demo broker with the 3 photos publishing needs. */
let listingId: number;

beforeAll(async () => {
  const opened = await openTwoProcessDatabase({ poolSize: 4, demo: true });
  ({ first, second } = opened);
  testDatabaseUrl = opened.url ?? '';
  closeDatabases = () => opened.close();
  await seedDemoCatalog(first.db);
  const env = { RATE_LIMIT_DISABLED: 'true', LISTING_CACHE_TTL_MS: CACHE_TTL_MS };
  a = await createTestApp({ demo: true, env, database: first });
  b = await createTestApp({ demo: true, env, database: second });

  const [me] = await first.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'broker@example.com'));
  brokerId = me?.id as number;
  broker = await signIn(a.app, 'broker@example.com');
  const photos = sql<number>`(select count(*)::int from ${listingPhotos} p where p.listing_id = ${qualified(listings, listings.id)})`;
  const [row] = await first.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.userId, brokerId),
        eq(listings.status, 'published'),
        eq(listings.offerType, 'Sale'),
        sql`${photos} >= 3`,
      ),
    )
    .orderBy(listings.id)
    .limit(1);
  if (!row) throw new Error('the seed gave the demo broker no published sale with 3 photos');
  listingId = row.id;
}, 180_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await closeDatabases?.();
});

async function idsThrough(t: TestApp): Promise<number[]> {
  const res = await t.app.inject({
    url: `/api/properties?per_page=100&filter[user_id]=${brokerId}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Page<{ id: number }>>().data.map((l) => l.id);
}

async function priceThrough(t: TestApp): Promise<number | null> {
  const res = await t.app.inject({ url: `/api/${listingId}/property` });
  return res.statusCode === 200 ? res.json<{ price: number }>().price : null;
}

/** Asks until `check` holds; fails with the last answer once EVENTUALLY_MS have passed. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + EVENTUALLY_MS;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/** B's caches and search index hold the listing as it is now. */
async function warmB(): Promise<void> {
  await idsThrough(b);
  // The first search starts the index build in the background; give it a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await idsThrough(b);
  await priceThrough(b);
}

async function versionOf(id: number): Promise<number> {
  const res = await call(a.app, broker, 'GET', `/listing/${id}`);
  return res.json<{ version: number }>().version;
}

describe('two API processes on one database', () => {
  it('an unpublish and a publish through A show in search through B', async () => {
    await warmB();
    expect(await idsThrough(b)).toContain(listingId);

    const down = await call(a.app, broker, 'POST', listingPaths(listingId).unpublish, {
      version: await versionOf(listingId),
    });
    expect(down.statusCode).toBe(200);
    expect(
      await eventually(
        () => idsThrough(b),
        (ids) => !ids.includes(listingId),
      ),
    ).not.toContain(listingId);
    expect(
      await eventually(
        () => priceThrough(b),
        (price) => price === null,
      ),
    ).toBeNull();

    const up = await call(a.app, broker, 'POST', listingPaths(listingId).publish, {
      version: down.json<ListingState>().version,
    });
    expect(up.statusCode).toBe(200);
    expect(
      await eventually(
        () => idsThrough(b),
        (ids) => ids.includes(listingId),
      ),
    ).toContain(listingId);
  });

  it('an edit through A shows on the listing page and in price-sorted search through B', async () => {
    await warmB();
    const before = await priceThrough(b);
    const price = (before ?? 0) + 1_234_567;
    const res = await call(a.app, broker, 'POST', listingPaths(listingId).steps['3'], {
      version: await versionOf(listingId),
      price,
      currency: 'THB',
    });
    expect(res.statusCode).toBe(200);
    expect(
      await eventually(
        () => priceThrough(b),
        (p) => p === price,
      ),
    ).toBe(price);
    const url = `/api/properties?per_page=1&sort=-price&filter[user_id]=${brokerId}&filter[price_range]=${price},${price}`;
    const found = await eventually(
      async () => (await b.app.inject({ url })).json<Page<{ id: number }>>().data.map((l) => l.id),
      (ids) => ids.includes(listingId),
    );
    expect(found).toEqual([listingId]);
  });

  it('a write from outside both (raw SQL on a connection of neither) shows through both', async () => {
    await warmB();
    await priceThrough(a);
    const price = 7_654_321;
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      // A script or an operator's psql session: no API process announces it.
      const outside = new Client({ connectionString: testDatabaseUrl });
      await outside.connect();
      await outside.query('update listings set price = $1 where id = $2', [price, listingId]);
      await outside.end();
    } else {
      // PGlite has one session, this process's: its writes are its own and announce
      // themselves, as the API's routes do.
      await first.db
        .update(listings)
        .set({ price: String(price) })
        .where(eq(listings.id, listingId));
      invalidateListingCaches(first.db);
    }
    expect(
      await eventually(
        () => priceThrough(a),
        (p) => p === price,
      ),
    ).toBe(price);
    expect(
      await eventually(
        () => priceThrough(b),
        (p) => p === price,
      ),
    ).toBe(price);
  });

  it("an unpublish through A takes the listing out of B's sitemap, and back in on publish", async () => {
    const sitemapHas = async () => {
      const res = await b.app.inject({ url: '/sitemaps/properties-1.xml' });
      expect(res.statusCode).toBe(200);
      return res.body.includes(`/properties/${listingId}<`);
    };
    // B has the file cached (for ten minutes on its own).
    expect(await sitemapHas()).toBe(true);
    const down = await call(a.app, broker, 'POST', listingPaths(listingId).unpublish, {
      version: await versionOf(listingId),
    });
    expect(down.statusCode).toBe(200);
    expect(await eventually(sitemapHas, (has) => !has)).toBe(false);
    const up = await call(a.app, broker, 'POST', listingPaths(listingId).publish, {
      version: down.json<ListingState>().version,
    });
    expect(up.statusCode).toBe(200);
    expect(await eventually(sitemapHas, (has) => has)).toBe(true);
  });

  it("a project renamed outside both shows in B's cached /projects directory", async () => {
    const [project] = await first.db
      .select({ id: projects.id, title: projects.title })
      .from(projects)
      .where(eq(projects.status, 'published'))
      .limit(1);
    const id = project?.id as number;
    const titleThrough = async (t: TestApp) => {
      const res = await t.app.inject({ url: '/api/projects?per_page=100' });
      return res.json<Page<{ id: number; title: string }>>().data.find((p) => p.id === id)?.title;
    };
    // Cached in B (for a minute here) before the write.
    expect(await titleThrough(b)).toBe(project?.title);
    const title = `${project?.title} (renamed)`;
    if (process.env.DATABASE_URL) {
      const outside = new Client({ connectionString: testDatabaseUrl });
      await outside.connect();
      await outside.query('update projects set title = $1 where id = $2', [title, id]);
      await outside.end();
    } else {
      await first.db.update(projects).set({ title }).where(eq(projects.id, id));
      invalidateListingCaches(first.db);
    }
    expect(
      await eventually(
        () => titleThrough(b),
        (t) => t === title,
      ),
    ).toBe(title);
  });

  it("page views through A (the views counter) leave B's caches alone", async () => {
    await warmB();
    let emptied = 0;
    b.app.catalog.onChange(() => (emptied += 1));
    for (let i = 0; i < 5; i++) {
      expect((await a.app.inject({ url: `/api/${listingId}/property` })).statusCode).toBe(200);
    }
    // Time enough for a notification to arrive (they take milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(emptied).toBe(0);
    // B is listening: a real write through A does empty them (by NOTIFY on PostgreSQL; on
    // PGlite the apps share one handle and A's write empties B's caches directly).
    await call(a.app, broker, 'POST', listingPaths(listingId).steps['1'], {
      version: await versionOf(listingId),
      title: 'Heard after the views',
    });
    expect(
      await eventually(
        async () => emptied,
        (n) => n > 0,
      ),
    ).toBeGreaterThan(0);
  });
});
